// Loads re-enrollment's island into the gate's slot, with the props the page put on it (a chunk of
// its own between the gate's script and the island, so the page script carries no list of the
// island's chunks).
import type { ReenrollIslandProps } from './ReenrollIsland.tsx';

function propsOf(slot: HTMLElement): ReenrollIslandProps | null {
  try {
    return JSON.parse(slot.dataset['props'] ?? '') as ReenrollIslandProps;
  } catch {
    return null;
  }
}

export async function loadReenrollForm(slot: HTMLElement): Promise<void> {
  const props = propsOf(slot);
  if (!props) return;
  const { mountReenroll } = await import('./mount.tsx');
  mountReenroll(slot, props);
}
