// Survey drawers and their result pages.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const surveysCopy = {
  'survey.open': 'Open survey',
  'survey.close': 'Close survey',
  'survey.success': 'Thank you for your feedback.',
  'survey.error': 'Oops!',
  'survey.errorBody': 'We could not record your answers. Please try again later.',
} as const;
