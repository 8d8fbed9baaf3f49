// Re-enrollment's island, started by the gate's script (gate.ts) only for a closed account: React
// renders into the gate's form slot, replacing its loading line (no island on other visitors' pages).
import { createRoot } from 'react-dom/client';
import { ReenrollIsland, type ReenrollIslandProps } from './ReenrollIsland.tsx';

export function mountReenroll(slot: HTMLElement, props: ReenrollIslandProps): void {
  createRoot(slot).render(<ReenrollIsland {...props} />);
}
