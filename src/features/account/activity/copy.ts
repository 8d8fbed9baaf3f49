// The account center's activity page: its built-in copy defaults (the CMS `copy` entry overrides any key).
// The spec's own wording for this page (status labels, the missing-rewards banner, the empty view,
// pagination, the disclaimer) is in ../copy.ts; these are the page's other words.
export const accountActivityCopy = {
  'activity.listTitle': 'Your activity',
  'activity.loading': 'Loading your activity…',
  'activity.pageStatus': 'Page {page} of {pages}',
  'activity.pageLink': 'Page {page}',
  // Where the missing-rewards banner and the rows' "report" links go: customer support by default.
  'activity.helpUrl': '{emailHref}',
  'activity.reportMissing': 'Report a missing reward',
  'activity.errorTitle': 'We couldn’t load your activity',
  'activity.errorTagline': 'Please try again in a moment. You can still find restaurants to dine at.',
  'activity.retry': 'Try again',
  'activity.download': 'Download CSV',
  'activity.downloadHint': 'The entries on this page, as a spreadsheet file.',
  'activity.card': 'Card ending in {lastFour}',
  'activity.dineAmount': 'Dine amount {amount}',
  'activity.earned': 'Earned {amount}',
  // Issue #22: a pending amount is not earned yet; a not-earned one is struck out after this note
  // (what a screen reader says, as a strike-through alone is not announced).
  'activity.amountPending': '{amount} pending',
  'activity.amountNotEarned': 'Not earned:',
  'activity.unitAmount': '{amount} {currency}',
  'activity.unitAmountOne': '{amount} {currencySingular}',
  'activity.paidUndated': 'Paid',
  'activity.reviewContext': 'for {merchant} on {date}',
  // Why a row is not (yet) earned, and what happens next (issue #11, beyond the spec).
  'activity.why.pendingEarly':
    'The restaurant is confirming this visit. If it is still pending after {date}, you can report it as a missing reward.',
  'activity.why.pendingReportable':
    'The restaurant is confirming this visit, which can take until {date}. If you think something is wrong, you can report it as a missing reward now.',
  'activity.why.pendingExpired': 'This visit was not confirmed within 35 days. Report it as a missing reward and we will look into it.',
  'activity.why.deferred':
    'This visit is finalized: allow up to two weeks for your {currency} to appear. If they do not, report a missing reward.',
  'activity.why.forfeit':
    'This visit did not meet the offer’s terms, so it earns no {currency}. If you think that is wrong, report a missing reward.',
  'activity.why.forfeitEarly':
    'This visit did not meet the offer’s terms, so it earns no {currency}. If you think that is wrong, you can report a missing reward after {date}.',
  'activity.credit.title': 'Statement credit',
  'activity.credit.amount': 'Amount {amount}',
  'activity.credit.amountPending': '{amount} pending',
  'activity.credit.amountNotPaid': 'Not paid:',
  'activity.credit.pending': 'Requested',
  'activity.credit.pendingReceived': 'Processing',
  'activity.credit.completed': 'Paid',
  'activity.credit.rejected': 'Rejected',
  'activity.credit.error': 'Not paid',
  'activity.credit.whyPending': 'Your statement credit is on its way. It can take a few days to appear.',
  'activity.credit.whyFailed': 'This statement credit could not be paid. Call us at {phone} and we will sort it out.',
  // Spec 001 §9: the max credit balance breakpoint, read from copy as a number.
  'activity.balance.max': '20',
  'activity.balance.value': '{balance} of {max}',
  'activity.balance.toGo': '{amount} more until your next statement credit.',
  'activity.balance.unavailable': 'Your credit balance is not available right now.',
  'activity.csv.filename': 'activity-page-{page}.csv',
  'activity.csv.date': 'Date',
  'activity.csv.type': 'Type',
  'activity.csv.description': 'Merchant or paid to',
  'activity.csv.card': 'Card',
  'activity.csv.dineAmount': 'Dine amount',
  'activity.csv.amount': 'Amount',
  'activity.csv.amountStatus': 'Amount status',
  'activity.csv.earned': 'Earned',
  'activity.csv.paid': 'Paid',
  'activity.csv.pending': 'Pending',
  'activity.csv.notEarned': 'Not earned',
  'activity.csv.notPaid': 'Not paid',
  'activity.csv.status': 'Status',
  'activity.csv.transaction': 'Transaction',
} as const;
