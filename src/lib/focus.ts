/** After a focused overlay control disappears, keep keyboard users in the page (not on <body>). */
export function hideKeepingFocus(element: HTMLElement): void {
  const hadFocus = element.contains(document.activeElement);
  element.hidden = true;
  if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
}
