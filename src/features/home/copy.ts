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
  /** The best rate a member can earn (the partner's top tier, settings.earnRates; issue #25). */
  'home.heroRate': 'Up to {rate.max}',
  'home.heroCardMember': 'Your cards are linked. Dine at any participating restaurant and your {currency} arrive automatically.',
  'home.heroNonCardMember': 'Link a credit or debit card to start earning {currency} every time you dine out.',
  'home.linkCard': 'Link a Card',
  // The hero's location search (HomeSearch.astro) and the built-in restaurants row under the hero.
  'home.searchLabel': 'Where are you dining?',
  'home.searchButton': 'Find restaurants',
  'home.searchNearMe': 'Use my location',
  'home.nearbyHeadline': 'Restaurants near you',
  // A signed-in member's home, in place of "how it works" (MemberHome.astro, member-home-view.ts).
  'home.member.title': 'Your dining at a glance',
  'home.member.loading': 'Loading…',
  'home.member.unavailable': 'Not available right now',
  'home.member.earnedTitle': 'Earned this year',
  /** {amount} is formatted in the partner's currency ("14,629", or "$274.34"). */
  'home.member.earnedFigure': '{amount} {currency}',
  'home.member.earnedDines': '{count} dines this year',
  'home.member.earnedDinesOne': '1 dine this year',
  'home.member.earnedLink': 'See your activity',
  'home.member.reservationTitle': 'Next reservation',
  'home.member.reservationNone': 'No upcoming reservations',
  /** {when} is "Sat, Nov 30 · 7:00 PM". */
  'home.member.reservationDetail': '{when} · table for {count}',
  'home.member.reservationLink': 'Manage reservations',
  'home.member.reservationFind': 'Find a table',
  'home.member.bonusTitle': 'Bonuses',
  'home.member.bonusCount': '{count} bonuses to activate',
  'home.member.bonusOne': '1 bonus to activate',
  'home.member.bonusNone': 'None to activate right now',
  'home.member.bonusDetail': 'Activate before you dine to earn it.',
  'home.member.bonusLink': 'View your bonuses',
  /** Describes the built-in hero picture (and a partner's own, which shows the same kind of scene). */
  'home.heroImageAlt': 'A restaurant table seen from above: dishes to share, drinks, and a payment card on the bill.',
} as const;
