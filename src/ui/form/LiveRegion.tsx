// The form's one polite live region (spec 000 §5: errors are announced politely). It is in the
// page from the first render, so assistive tech is already watching it when text arrives.
import { useCallback, useState } from 'react';

/** Text for the region, and a way to say something. Saying the same thing twice still speaks:
 *  every other message gets a trailing no-break space, so the region's text always changes. */
export function useAnnouncement(): [text: string, announce: (message: string) => void] {
  const [said, setSaid] = useState({ text: '', odd: false });
  const announce = useCallback((message: string) => {
    setSaid((previous) => ({ text: message, odd: !previous.odd }));
  }, []);
  return [said.text && said.odd ? `${said.text}\u00a0` : said.text, announce];
}

export function LiveRegion({ text }: { text: string }) {
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-form-announcer="">
      {text}
    </div>
  );
}
