// The home page's hero and prospect email form.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts). A CMS home
// entry for a user state replaces the hero's text for that state (src/features/home/hero.ts).
export const homeCopy = {
  'home.welcome': 'Welcome back, {firstName}',
  /** The members' greeting before their name is known, or when the account has none. */
  'home.welcomeBack': 'Welcome back',
  'home.emailLabel': 'Email address',
  'home.emailButton': 'Get Started',
  'home.bannerLabel': 'Welcome',
  // The hero's built-in text (visitors, then members).
  'home.heroHeadline': 'Earn {currency} when you dine out',
  'home.heroBody':
    'Link the cards you already use and dine at participating restaurants. {program} adds {currency} automatically, on top of your card’s own rewards.',
  /** The best rate a member can earn (partner setting topEarnRate); {rate} is a number. */
  'home.heroRate': 'Up to {rate} {currency} per $1',
  /** The same for partners paying cash back: {rate} is a percentage. */
  'home.heroRateDollar': 'Up to {rate}% cash back',
  'home.heroCardMember': 'Your cards are linked. Dine at any participating restaurant and your {currency} arrive automatically.',
  'home.heroNonCardMember': 'Link a credit or debit card to start earning {currency} every time you dine out.',
  'home.linkCard': 'Link a Card',
  /** Describes the built-in hero picture (and a partner's own, which shows the same kind of scene). */
  'home.heroImageAlt': 'A restaurant table seen from above: dishes to share, drinks, and a payment card on the bill.',
} as const;
