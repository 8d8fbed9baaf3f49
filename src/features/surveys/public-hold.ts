// Holding the survey drawers back while a page shows something they must not cover (issue #24: the
// search page's map on a phone, and a search that failed or found nothing). An attribute on <html>
// that surveys.css.ts hides the drawers by; lifting it shows them again as they were.
export const surveysHeldAttribute = 'data-surveys-held';

export function holdSurveys(held: boolean): void {
  document.documentElement.toggleAttribute(surveysHeldAttribute, held);
}
