// How it works in 3 steps: search, dine and pay, earn (spec 001 "Partner wording").
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const howItWorksCopy = {
  // How it works in 3 steps: search, dine and pay, earn (spec 001 "Partner wording").
  'howItWorks.title': 'How It Works',
  'howItWorks.step1.title': 'Search',
  'howItWorks.step1.body': 'Find participating restaurants, bars and clubs near you.',
  'howItWorks.step2.title': 'Dine and pay',
  'howItWorks.step2.body': 'Pay with a card linked to your {program} account, just as you always do.',
  'howItWorks.step3.title': 'Earn',
  'howItWorks.step3.body': 'Earn {currency} automatically, on top of what your card already earns.',
} as const;
