// A new step of joining starts with focus on its heading (WCAG 2.4.3): screen readers read where the
// member is, and the next Tab goes into the step rather than back through the navigation bar.
// Plain DOM (no React): the static steps' small scripts use it too.

/** Focuses the page's visible h1 (the layout also holds the re-enrollment gate's, hidden unless the
 *  account is closed). */
export function focusPageHeading(root: ParentNode = document): void {
  const heading = [...root.querySelectorAll<HTMLElement>('main h1')].find((h1) => h1.getClientRects().length > 0);
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
