// The Linked Cards page's one message region (spec 001 §8): each outcome ('... has been deleted.',
// '... can not be deleted ...', '... has been linked.') replaces the last and takes focus once drawn,
// since the row that was acted on may be gone.
import { useEffect, useRef, useState } from 'react';
import type { BannerType } from '../../../ui/form/ErrorBanner.tsx';

export interface Notice {
  type: BannerType;
  lines: string[];
}

export function useFocusedNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLElement | null>(null);
  const focusNotice = useRef(false);

  useEffect(() => {
    if (!focusNotice.current) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  });

  const say = (type: BannerType, lines: string[]): void => {
    setNotice({ type, lines });
    focusNotice.current = true;
  };

  return { notice, noticeRef, say };
}
