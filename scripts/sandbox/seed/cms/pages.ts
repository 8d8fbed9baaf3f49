// Page sets: home banners per user state, the discover page, tier-1 activation and account center.
import type { PartnerProfile } from '../../partners.ts';
import type { CmsEntry } from './types.ts';
import { bonusBannerSet } from './bonuses.ts';
import { wordsFor } from './words.ts';

const title = (text: string, mobile = text) => ({ type: 'title', text_desktop: text, text_mobile: mobile });
const body = (html: string) => ({ type: 'body_text', text_desktop: html, text_mobile: html });
const button = (text: string, url: string) => ({ type: 'button', text_desktop: text, text_mobile: text, url });
const link = (text: string, url: string) => ({ type: 'standalone_link', text_desktop: text, text_mobile: text, url });

export function homeSet(partner: PartnerProfile): CmsEntry[] {
  const w = wordsFor(partner);
  const entries: CmsEntry[] = [
    {
      slug: 'welcome-visitor',
      fields: {
        user_states: ['anonymous'],
        banner_text: [
          title(`Earn ${w.currency} every time you dine out`, `Dine out, earn ${w.currency}`),
          body(
            `<p>Link a card once and earn up to <strong>${w.maxRate}</strong> at thousands of restaurants, bars and clubs with ${w.program}.</p>`,
          ),
          w.enrolls ? button(w.joinText, w.joinUrl) : button('Find restaurants', '/search'),
          link('How it works', '/how-it-works'),
        ],
      },
    },
    {
      slug: 'welcome-known',
      fields: {
        user_states: ['known'],
        banner_text: [
          title('Welcome back'),
          body(
            `<p>Your ${w.program} membership is waiting. ${w.enrolls ? 'Sign in to see your offers' : 'Find a restaurant'} and keep earning ${w.currency}.</p>`,
          ),
          w.enrolls ? button('Sign in', w.signInUrl) : button('Find restaurants', '/search'),
        ],
      },
    },
  ];
  if (!w.enrolls) return entries;
  entries.push(
    {
      slug: 'card-member',
      fields: {
        user_states: ['card_member'],
        banner_text: [
          title(`Your next meal earns ${w.currency}`),
          body(`<p>Pay with a linked card at any participating restaurant and your ${w.currency} arrive automatically.</p>`),
          button('Find a restaurant', '/search'),
          link('See your recent activity', '/account/recent_activity'),
        ],
      },
    },
    {
      slug: 'non-card-member',
      fields: {
        user_states: ['non_card_member'],
        banner_text: [
          title('Link a card to start earning'),
          body(`<p>You are one step away: link a credit or debit card to earn ${w.baseRate} or more.</p>`),
          button(w.sso ? w.joinText : 'Link a card', w.sso ? w.joinUrl : '/add_card'),
        ],
      },
    },
    {
      slug: 'closed-account',
      fields: {
        user_states: ['closed_account'],
        banner_text: [
          title('Welcome back to ' + w.program),
          body('<p>Your account has no linked card. Link one to start earning again.</p>'),
          button('Link a card', '/account'),
        ],
      },
    },
  );
  // The account overview's bonus banners are home entries of type bonus (never home banners).
  entries.push(...bonusBannerSet(partner));
  return entries;
}

/** Only partners with a discover page have this set; everyone else gets a 404 (= empty). */
export function discoverSet(partner: PartnerProfile): CmsEntry[] {
  if (!partner.features.hasDiscoverPage) return [];
  const w = wordsFor(partner);
  return [
    {
      slug: 'discover',
      fields: {
        banner_text: [title(`Discover where to earn ${w.currency}`), body('<p>Hand-picked restaurants near you, updated every week.</p>')],
        items: [
          { type: 'title', text: 'Acclaimed in Chicago', variant: 'Lg' },
          { type: 'body_text', text: `<p>Critics’ favorites where ${w.program} members earn ${w.currency}.</p>` },
          { type: 'merchant_carousel', headline: 'Acclaimed picks', query: 'location=Chicago%2C%20IL&acclaimed=true' },
          {
            type: 'merchant_carousel',
            headline: 'New in New York',
            body: '<p>Just joined the program.</p>',
            query: 'location=New%20York%2C%20NY&isNew=true',
          },
          {
            type: 'merchant_carousel',
            headline: 'Book a table in Atlanta',
            query: 'location=Atlanta%2C%20GA&reservations=true&sortBy=rating',
          },
          { type: 'button', text: 'Search all restaurants', url: '/search', variant: 'primary' },
          { type: 'standalone_link', text: 'How earning works', url: '/earn/how-it-works', new_tab: false },
        ],
      },
    },
  ];
}

export function tierActivationSet(partner: PartnerProfile): CmsEntry[] {
  const w = wordsFor(partner);
  if (!w.enrolls) return [];
  return [
    {
      slug: 'page',
      fields: {
        title: `Activate your ${w.program} membership`,
        body: `<p>Activate now to earn <strong>${w.selectRate}</strong> on dining with your linked cards. It takes one click.</p>`,
        button_text: 'Activate now',
      },
    },
  ];
}

export function accountCenterSet(partner: PartnerProfile): CmsEntry[] {
  const w = wordsFor(partner);
  if (!w.enrolls) return [];
  return [
    {
      slug: 'account-center',
      fields: {
        referral_link: {
          is_enabled: partner.currencyType !== 'Credit',
          title: 'Share the love',
          description: `Invite friends to ${w.program}. When they join and dine, you both earn bonus ${w.currency}.`,
        },
        link_groups: [
          {
            title: 'Your account',
            links: [
              { text: 'Account Overview', url: '/account/overview' },
              { text: 'Reviews & History', url: '/account/recent_activity' },
              { text: 'Linked Cards', url: '/account/manage_cards' },
              { text: 'Profile', url: '/account/user_profile' },
            ],
          },
          {
            title: 'Help',
            links: [
              { text: 'How it works', url: '/earn/how-it-works' },
              { text: 'Email support', url: w.supportHref },
              { text: `Call ${w.supportPhone}`, url: w.supportPhoneHref },
            ],
          },
        ],
      },
    },
  ];
}
