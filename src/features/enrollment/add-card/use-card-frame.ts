// The secure card-entry frame's life (spec 001 §4 "Adding cards", §5, §9; docs/api.md "Secure
// card-entry frame"): its address is made only once the form runs in the browser, so the frame loads
// only when its step is shown. Messages count only when they come from the frame's own origin AND
// from this iframe's window (another frame of the same provider, or a page that opened this one, is
// not the card field). `loaded` stops the 20-second failure timer; without it the form says the
// frame has not loaded and offers a reload. Loaded and failed are pushed to the data layer.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CardType } from '../../../api/cards.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import { frameMessageOf, frameSrc, type EnteredCard } from './frame-messages.ts';

/** Spec 001 §9: card-entry frame failure timer. */
export const frameLoadTimeoutMs = 20_000;

export type FrameStatus = 'waiting' | 'loading' | 'loaded' | 'failed';

export interface CardFrameEvents {
  onCard: (card: EnteredCard) => void;
  /** The number the frame had accepted is no longer valid (or the frame was reloaded). */
  onCleared: () => void;
  /** The frame shows its own message about the number (invalid, a brand not accepted). */
  onInvalid?: (message: string) => void;
}

export interface CardFrame {
  iframeRef: React.RefObject<HTMLIFrameElement | null>;
  /** Null until the form runs in the browser (no frame in the static HTML). */
  src: string | null;
  /** Changes on every reload, to key the iframe with. */
  attempt: number;
  status: FrameStatus;
  /** From the frame's resize messages; null until it sends one. */
  height: number | null;
  send: (type: 'reset' | 'validate' | 'focus') => void;
  reload: () => void;
}

function pushFrameEvent(event: 'card_frame_loaded' | 'card_frame_failed'): void {
  try {
    (window.dataLayer ??= []).push({ event });
  } catch {
    // A foreign dataLayer must never break the form.
  }
}

export function useCardFrame(brands: readonly CardType[], events: CardFrameEvents, frameUrl?: string): CardFrame {
  const iframeRef = useRef<HTMLIFrameElement | null>(null);
  const [base, setBase] = useState<{ url: string; origin: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<FrameStatus>('waiting');
  const [height, setHeight] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(events);
  latest.current = events;
  const brandList = brands.join(',');

  useEffect(() => {
    const url = frameUrl ?? runtimeConfig().providers.cardFrameUrl;
    try {
      setBase({ url: frameSrc(url, location.origin, brandList.split(',') as CardType[]), origin: new URL(url, location.origin).origin });
    } catch {
      setStatus('failed');
    }
  }, [frameUrl, brandList]);

  const src = base?.url ?? null;
  const origin = base?.origin ?? null;

  // A fresh timer for every frame inserted (the first and each reload).
  useEffect(() => {
    if (!src) return;
    setStatus('loading');
    timer.current = setTimeout(() => {
      setStatus('failed');
      pushFrameEvent('card_frame_failed');
    }, frameLoadTimeoutMs);
    return () => clearTimeout(timer.current);
  }, [src, attempt]);

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const source = iframeRef.current?.contentWindow;
      if (!source || event.origin !== origin || event.source !== source) return;
      const message = frameMessageOf(event.data);
      if (!message) return;
      switch (message.type) {
        case 'loaded':
          clearTimeout(timer.current);
          setStatus('loaded');
          pushFrameEvent('card_frame_loaded');
          break;
        case 'card':
          latest.current.onCard(message.card);
          break;
        case 'cleared':
          latest.current.onCleared();
          break;
        case 'resize':
          setHeight(message.height);
          break;
        case 'invalid':
          // The frame shows its own error; the form keeps submit unavailable (no card data) and
          // says nothing more about the card (one message per problem).
          latest.current.onInvalid?.(message.message);
          break;
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [origin]);

  const send = useCallback(
    (type: 'reset' | 'validate' | 'focus') => {
      if (origin) iframeRef.current?.contentWindow?.postMessage({ type }, origin);
    },
    [origin],
  );

  const reload = useCallback(() => {
    setHeight(null);
    setAttempt((value) => value + 1);
    latest.current.onCleared();
  }, []);

  return useMemo(() => ({ iframeRef, src, attempt, status, height, send, reload }), [src, attempt, status, height, send, reload]);
}
