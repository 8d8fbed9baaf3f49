// An island's step: its heading takes focus once the island runs (focus-heading.ts).
import { useEffect } from 'react';
import { focusPageHeading } from './focus-heading.ts';

export function useFocusHeading(): void {
  useEffect(() => focusPageHeading(), []);
}
