// A page the back-forward cache restores comes back exactly as it was left, a form still busy with
// the submit that navigated away included. Each restore bumps this number; keying a form with it
// draws the form afresh (the captcha token it used is spent too).
import { useEffect, useState } from 'react';

export function usePageRestore(): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setGeneration((value) => value + 1);
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);
  return generation;
}
