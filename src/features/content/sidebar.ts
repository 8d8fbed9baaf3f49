// The CMS sidebar (set `sidebar`, keyed by slug; spec 000 §3 "sidebars have page_text") a page shows
// in its side column: the one keyed by the page's last path segment, else by its first — so
// /earn/reservations shows `reservations`, else `earn`; every /account/* page shows `account`.
import type { Sidebar } from '../../content/models/sidebar.ts';

export function sidebarKeysFor(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  const first = segments[0];
  if (last === undefined || first === undefined) return [];
  return last === first ? [last] : [last, first];
}

export interface PageSidebar extends Sidebar {
  key: string;
}

export function sidebarFor(sidebars: Readonly<Record<string, Sidebar>>, path: string): PageSidebar | undefined {
  const key = sidebarKeysFor(path).find((candidate) => Object.hasOwn(sidebars, candidate));
  const sidebar = key === undefined ? undefined : sidebars[key];
  return key === undefined || sidebar === undefined ? undefined : { ...sidebar, key };
}
