// What the largest contentful paint was, in a few words: a page whose LCP is a skeleton or a late
// island's heading reads differently from one whose LCP is the hero. Lighthouse 13 gives the element
// in its LCP breakdown insight; older versions in the audit that insight replaces.

const sources = ['largest-contentful-paint-element', 'lcp-breakdown-insight'];

interface NodeItem {
  type: 'node';
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

const isNode = (value: unknown): value is NodeItem =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'node';

/** The first element item anywhere in an audit's details (they nest: a list of tables and nodes). */
function findNode(details: unknown): NodeItem | undefined {
  if (isNode(details)) return details;
  if (typeof details !== 'object' || details === null) return undefined;
  for (const value of Object.values(details)) {
    const found = findNode(value);
    if (found) return found;
  }
  return undefined;
}

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** `h1.hero "Dine and earn…"`: the selector's last step and the start of the element's text. */
export function describeNode(node: NodeItem): string {
  const step = node.selector?.split('>').at(-1)?.trim() || /^<([\w-]+)/.exec(node.snippet ?? '')?.[1] || '?';
  const label = node.nodeLabel?.replace(/\s+/g, ' ').trim();
  return label && label !== step ? `${cut(step, 28)} "${cut(label, 24)}"` : cut(step, 28);
}

/** The LCP element of a Lighthouse result's audits, described; '' when Lighthouse named none. */
export function lcpElementOf(audits: Record<string, { details?: unknown } | undefined>): string {
  for (const id of sources) {
    const node = findNode(audits[id]?.details);
    if (node) return describeNode(node);
  }
  return '';
}
