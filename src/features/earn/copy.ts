// What a member earns (issue #25): the tier ladder and the lines that state a rate. The rates
// themselves come from the partner's config through the `{rate.*}` placeholders (earn-rates.ts).
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const earnCopy = {
  'earn.ladder.title': 'What you earn',
  'earn.ladder.label': 'What each {program} tier earns',
  'earn.ladder.here': 'You are here',
  'earn.ladder.how.member': 'When you join',
  'earn.ladder.how.select': 'Opt in to emails',
  'earn.ladder.how.vip': 'Dine 11 times or spend $1,000 in a year',
  /** Visitors, beside the spec's "Sign in to see offers" on every card and restaurant page. */
  'earn.visitorRate': 'Members earn up to {rate.max}',
} as const;
