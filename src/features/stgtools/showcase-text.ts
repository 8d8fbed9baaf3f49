// The words of the form-kit showcase on /stgtools. Labels and messages come from the partner's copy
// table, as the real forms will; the rest is staging-only demo wording (the spec shows no content
// for this page), kept here rather than in the copy table partners edit.
import type { Translate } from '../../site/text.ts';

export function showcaseText(t: Translate) {
  return {
    joinHeading: 'Join-style form (answers slowly, with field errors)',
    joinIntro:
      'Leave fields empty and move on to see errors on blur; submit to see them all, with focus on the first. Fill it in validly to see the slow submit and the server\u2019s field errors.',
    email: t('profile.email'),
    emailHint: 'We send your receipts and your rewards here.',
    emailInvalid: t('validation.emailInvalid'),
    emailInUse: t('validation.emailInUse'),
    password: t('profile.password'),
    passwordTooShort: t('validation.minLength', { field: t('profile.password'), num: 8 }),
    partnerNumber: t('enroll.partnerNumber'),
    partnerNumberHint: '10 digits, on your membership card. Optional.',
    partnerNumberInvalid: t('validation.exactLength', { field: t('enroll.partnerNumber'), num: 10 }),
    zipCode: t('profile.zipCode'),
    zipCodeInvalid: t('validation.exactLength', { field: t('profile.zipCode'), num: 5 }),
    zipCodeNotUs: t('validation.zipInvalid'),
    state: t('profile.state'),
    statePlaceholder: 'Select a state',
    optInsLegend: 'Keep me posted',
    emailOptIn: t('profile.emailOptIn'),
    smsOptIn: t('profile.smsOptIn'),
    terms: 'I link a card and authorize activity monitoring',
    termsRequired: t('validation.termsNotAccepted'),
    captchaFailed: t('validation.captcha'),
    serverMessage: 'We could not process your request. Please check the form for errors.',
    joinSubmit: t('enroll.step1.submit'),
    searchHeading: 'Search-style form (fails without a field at fault)',
    location: t('search.locationLabel'),
    locationInvalid: t('validation.searchLocation'),
    distance: 'Distance',
    distanceAny: 'Any distance',
    searchSubmit: t('search.submit'),
    searchFailed: t('validation.server'),
    bannersHeading: 'Banners',
    errorBanner: [t('validation.emailInUse'), t('validation.zipInvalid')],
    successBanner: [t('profile.saved')],
    warningBanner: [t('session.expiring'), t('keyboard.capsLock')],
    spinnersHeading: 'Spinner sizes',
    staticSpinnerHeading: 'Spinner without React (static pages)',
  };
}

export type ShowcaseText = ReturnType<typeof showcaseText>;
