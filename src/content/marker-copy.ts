// Link texts and targets of the copy markers (src/content/markers.ts, docs/content-model.md
// "Copy system"). Texts are worded for the middle of a sentence; `[[name|Own text]]` overrides one use.
// Sign in, join and sign out reuse the shell's `auth.*` URLs. Terms and privacy are the earn pages
// the CMS seeds (earn_details, docs/decisions.md); events is the plain search (the search has no
// events filter, and one it does not read would look filtered while listing everything).
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const markerCopy = {
  'marker.signIn.text': 'sign in',
  'marker.activate.text': 'activate your account',
  'marker.activate.url': '/activate',
  'marker.join.text': 'join now',
  'marker.recover.text': 'recover your account',
  'marker.recover.url': '/recover',
  'marker.deleteCard.text': 'delete your card',
  'marker.deleteCard.url': '/account/manage_cards',
  'marker.terms.text': 'Terms and Conditions',
  'marker.terms.url': '/earn/terms',
  'marker.privacy.text': 'Privacy Policy',
  'marker.privacy.url': '/earn/privacy',
  'marker.findPartnerNumber.text': 'find your {program} number',
  'marker.findPartnerNumber.url': '/earn/how-it-works',
  'marker.supportPhone.text': '{phone}',
  'marker.supportPhone.url': '{phoneHref}',
  'marker.partnerPhone.text': '{phone}',
  'marker.partnerPhone.url': '{phoneHref}',
  'marker.supportEmail.text': '{email}',
  'marker.supportEmail.url': '{emailHref}',
  'marker.offers.text': 'offers',
  'marker.offers.url': '/search',
  'marker.events.text': 'events',
  'marker.events.url': '/search',
  'marker.home.text': 'home page',
  'marker.home.url': '/',
  'marker.signOut.text': 'sign out',
} as const;
