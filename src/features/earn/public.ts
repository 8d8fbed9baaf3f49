// What other capabilities use of earning: the tier ladder (an island part; the static twin is
// TierLadder.astro). The rates themselves are shared rules in src/lib/earn-rates.ts.
export { TierLadder, type TierLadderCopy } from './TierLadder.tsx';
