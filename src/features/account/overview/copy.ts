// The account center's overview page: its built-in copy defaults (the CMS `copy` entry overrides any key).
// The status summary, tier, referral and bonus wording the spec gives lives in ../copy.ts
// (`account.*`, `bonus.*`); these are the overview's own words around it.
export const accountOverviewCopy = {
  'overview.loading': 'Loading your account…',
  'overview.loadError': 'Something went wrong. Please refresh the page and try again.',
  'overview.retry': 'Try again',
  'overview.membership.title': 'Your membership',
  'overview.status.noMember': 'Sign in to see your membership status.',
  'overview.optIn': 'Opt in to emails',
  'overview.signIn': 'Sign in',
  'overview.tier.unknown': 'Sign in to see your tier and what you earn.',
  'overview.earn.member': 'As a {tierMember} you earn {currency} every time you dine at a participating restaurant with a linked card.',
  'overview.earn.select': 'As a {tierSelect} you earn more {currency} on every dollar and can earn at exclusive locations.',
  'overview.earn.vip': 'As a {tierVip} you earn the most {currency} on every dollar, at every participating location.',
  // The VIP ticker, progress bar and visit meter (spec 001 §2, §4 "Dining progress").
  'overview.progress.title': 'Your progress to {tierVip}',
  'overview.progress.titleRenewing': 'Next year: your progress to {tierVip}',
  'overview.progress.ticker': '{dines} more visits or ${dollars} more spend to go',
  'overview.progress.visits': 'Visits: {done} of {max}',
  'overview.progress.spend': 'Spend: ${done} of ${max}',
  // The dine summary (GET /api/Member/DineSummary).
  'overview.year.title': 'This year',
  'overview.year.dines': 'Visits that earned: {count}',
  'overview.year.benefits': '{currencyTitle} earned: {amount}',
  'overview.year.error': 'This year’s summary could not be loaded.',
  'overview.referral.label': 'Your referral link',
  'overview.referral.selected': 'Copying is not available here. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  'overview.bonuses.title': 'Bonuses',
  'overview.bonuses.none': 'You have no bonuses right now. Check back soon.',
  'overview.bonus.appOnly': 'Activate this bonus in the {program} app.',
  'overview.bonus.activating': 'Activating…',
  'overview.bonus.enrolled': 'Active',
  'overview.bonus.qualified': 'Earned',
} as const;
