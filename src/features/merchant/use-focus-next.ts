// Focus that follows an action: the element the action draws (an outcome, a prompt, a heading)
// registers itself through `focusRef` (or the RefObject `target`), and `focusNext()` focuses it once
// that render is on screen.
import { useEffect, useRef, useState } from 'react';

export function useFocusNext() {
  const target = useRef<HTMLElement | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick > 0) target.current?.focus();
  }, [tick]);
  return {
    target,
    focusRef: (element: HTMLElement | null): void => {
      target.current = element;
    },
    focusNext: (): void => setTick((value) => value + 1),
  };
}
