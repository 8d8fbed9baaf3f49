// Built-in titles and one-line intros for every page of the route table; CMS copy overrides them
// like any other key. Keys: `page.<view>.title` and `page.<view>.intro`.
import type { View } from './routes.ts';

const pages: Record<View, [title: string, intro: string]> = {
  home: ['Home', 'Earn {currency} every time you dine at participating restaurants with a linked card.'],
  discover: ['Discover', 'Restaurants picked for {program} members near you.'],
  'how-it-works': ['How It Works', 'Link a card, dine and pay as usual, and earn {currency} automatically.'],
  search: ['Find Restaurants', 'Search participating restaurants by city, state or ZIP code.'],
  merchant: ['Restaurant Details', 'Offers, reservations and menus for this restaurant.'],
  'merchant-order': ['Order Online', 'Order online from this restaurant and earn {currency}.'],
  earn: ['Ways to Earn', 'More ways to earn {currency} with {program}.'],
  activate: ['Activate Your Account', 'Activate your {program} membership to start earning {currency}.'],
  activated: ['Account Activated', 'Your account is active. Start earning {currency} when you dine.'],
  join: ['Join {program}', 'Create your {program} account.'],
  'add-card': ['Add a Card', 'Link a payment card to earn {currency} when you dine.'],
  'card-added': ['Card Added', 'You are all set to earn {currency}.'],
  login: ['Sign In', 'Sign in to your {program} account.'],
  'sso-login': ['Sign In', 'Continue to sign in with your {partner} account.'],
  'fix-credentials': ['Update Your Sign-In Details', 'An email update is required before you can continue.'],
  recover: ['Forgot Your Password?', 'Enter your email address or partner number to recover your account.'],
  'recover-confirm': ['Check Your Email', 'Enter the verification code we sent to your email address.'],
  'recover-update': ['Create a New Password', 'Choose a new password for your account.'],
  'recover-success': ['Password Updated', 'Your password has been changed. You can now sign in.'],
  'account-overview': ['Account Overview', 'Your membership status, dining progress and bonuses.'],
  'account-activity': ['Reviews & History', 'Your recent dining activity and rewards.'],
  'account-cards': ['Linked Cards', 'The payment cards linked to your account.'],
  'account-profile': ['Profile', 'Your contact details and communication preferences.'],
  surveys: ['Surveys', 'Tell us about your dining experience.'],
  'surveys-success': ['Thank You', 'Your answers have been received.'],
  'surveys-error': ['Oops!', 'We could not record your answers. Please try again later.'],
  stgtools: ['Staging Tools', 'Tools for testing this site outside production.'],
  error: ['Looks like this page is still simmering', 'Something went wrong on our side.'],
  'not-found': ["That page isn't on our radar", 'The page you are looking for does not exist or has moved.'],
  'sign-out': ['Signed Out', 'You have been signed out.'],
  dusted: ['{program}', ''],
  offline: ['You Are Offline', 'Check your connection and try again.'],
};

export type PageCopyKey = `page.${View}.title` | `page.${View}.intro`;

export const pageCopy = Object.fromEntries(
  Object.entries(pages).flatMap(([view, [title, intro]]) => [
    [`page.${view}.title`, title],
    [`page.${view}.intro`, intro],
  ]),
) as Record<PageCopyKey, string>;
