// One merchant card as DOM (spec 000 §2 "Merchant card and carousel", §3, §6, §7): a pure function
// of the merchant and a context; text goes in through textContent only, so hostile merchant data
// can never become markup. Links to /merchants/{id}.
import type { Merchant } from '../../api/merchants.ts';
import type { CopyReader } from '../../lib/element-copy.ts';
import type { MerchantCardCopyKey } from './copy-keys.ts';
import { cardExtras, earnLine, isAcclaimed, type CardMember, type CardProgramme } from './earn-rules.ts';
import { earningDaysText, offersFor, todayLine } from './offer-rules.ts';
import * as css from './merchant-card.css.ts';
import { openUnlockModal } from './unlock-modal.ts';

export interface CardContext {
  t: CopyReader<MerchantCardCopyKey>;
  /** The signed-in member; null for visitors (anonymous or known). */
  member: CardMember | null;
  /** Partner settings acclaimedEnabled, acclaimed2Enabled and hasVIP (spec 000 §1, §6): the badge
   *  and the unlock prompt. */
  programme: CardProgramme;
  /** /Login (sso partners) or /login (direct); '' when the partner has no sign-in. */
  signInHref: string;
  headingLevel?: 2 | 3 | 4;
  doc?: Document;
  /** The member's today, for "Earns today" (tests pin it). */
  today?: Date;
}

/** Beyond the spec: whether a visit earns today, from the offers of the viewer's tier (visitors: any
 *  offer): "Earns today", "Earns Mon-Thu" on other days, or the monthly limit reached. */
export function whenText(merchant: Pick<Merchant, 'offers'>, member: CardMember | null, t: CardContext['t'], today: Date): string | null {
  const line = todayLine(offersFor(merchant.offers, member?.tierLevel ?? null), today);
  if (!line) return null;
  return line.key === 'merchant.earnsOn' || line.key === 'merchant.earnsEveryDay' ? earningDaysText(line, t) : t(line.key);
}

export type { CardMember, CardProgramme };

/** Spec 000 §7: automatic format, automatic quality, crop at aspect 1.4, width 200. */
export const cardTransform = 'f_auto,q_auto,c_fill,ar_1.4,w_200/';

/** Spec 000 §7: the same at aspect 1.6, width 600 (the merchant page's picture). */
export const pageTransform = 'f_auto,q_auto,c_fill,ar_1.6,w_600/';

/** `{base}{transform}{id}/promo`; the transform only for a path-style base (ends with "/"). */
export function promoImageUrl(merchant: Pick<Merchant, 'id' | 'images'>, transform: string = cardTransform): string {
  const base = merchant.images.imageBaseUrl;
  return `${base}${base.endsWith('/') ? transform : ''}${merchant.id}/promo`;
}

/** One decimal at most: 4.5, 3. */
const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);
const clamp = (value: number, max: number): number => Math.min(max, Math.max(0, value));

/** "City (Neighbourhood)", the brackets only when the neighbourhood differs from the city. */
export function placeText(location: Merchant['location']): string {
  const city = location.address.city.trim();
  const hood = location.neighborhood?.trim() || null;
  if (!city) return hood ?? '';
  return hood && hood.toLowerCase() !== city.toLowerCase() ? `${city} (${hood})` : city;
}

/** The highlight's text (spec 000 §3 "Merchant highlight kinds"), from its flags or its kind; a
 *  kind the product does not know shows none. */
export function highlightKey(highlight: Merchant['details']['highlight']): MerchantCardCopyKey | undefined {
  if (!highlight) return undefined;
  const is = (kind: 'comingSoon' | 'leavingSoon' | 'new'): boolean =>
    typeof highlight === 'string' ? highlight === kind : highlight[kind];
  if (is('comingSoon')) return 'merchant.highlight.coming';
  if (is('leavingSoon')) return 'merchant.highlight.leaving';
  if (is('new')) return 'merchant.highlight.new';
  return undefined;
}

export function renderMerchantCard(merchant: Merchant, context: CardContext): HTMLElement {
  const { t, member, doc = document } = context;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const hidden = (text: string): HTMLSpanElement => el('span', 'visually-hidden', text);
  const decorative = (text: string, className = ''): HTMLSpanElement => {
    const span = el('span', className, text);
    span.setAttribute('aria-hidden', 'true');
    return span;
  };

  const card = el('article', css.card);
  card.dataset.merchantId = String(merchant.id);

  // Promo image: its box is reserved by width/height and the aspect ratio (no layout shift).
  const media = el('div', css.media);
  const img = el('img', css.image);
  img.src = promoImageUrl(merchant);
  img.alt = merchant.name;
  img.width = css.promoWidth;
  img.height = css.promoHeight;
  img.loading = 'lazy';
  img.decoding = 'async';
  img.draggable = false;
  media.append(img);
  if (isAcclaimed(merchant, context.programme)) media.append(el('span', css.badge, t('merchant.acclaimed')));

  const body = el('div', css.body);
  const highlight = highlightKey(merchant.details.highlight);
  if (highlight) body.append(el('p', css.highlight, t(highlight)));

  const heading = el(`h${context.headingLevel ?? 3}` as 'h3', css.name);
  const link = el('a', css.link, merchant.name);
  link.href = `/merchants/${encodeURIComponent(String(merchant.id))}`;
  heading.append(link);
  body.append(heading);

  const { rating, priceRange, cuisines } = merchant.details;
  if (rating) {
    const value = clamp(rating.overallRating, 5);
    const count = Math.max(0, Math.round(rating.numberOfRatings));
    const line = el('p', css.muted);
    const stars = decorative('★★★★★', css.stars);
    stars.style.setProperty('--fill', `${(value / 5) * 100}%`);
    line.append(
      stars,
      decorative(` ${oneDecimal(value)} (${count.toLocaleString('en-US')})`),
      hidden(t('merchant.rating', { rating: oneDecimal(value), count: count.toLocaleString('en-US') })),
    );
    body.append(line);
  }

  const price = priceRange === null ? 0 : Math.round(clamp(priceRange, 4));
  if (price > 0 || cuisines.length) {
    const line = el('p', css.muted);
    if (price > 0) line.append(decorative('$'.repeat(price)), hidden(t('merchant.priceRange', { count: price, max: 4 })));
    if (price > 0 && cuisines.length) line.append(decorative(' · '));
    if (cuisines.length) line.append(doc.createTextNode(cuisines.join('/')));
    body.append(line);
  }

  const place = placeText(merchant.location);
  const distance = merchant.distance === null ? '' : t('merchant.distance', { distance: oneDecimal(Math.max(0, merchant.distance)) });
  if (place || distance) body.append(el('p', css.muted, [place, distance].filter(Boolean).join(' · ')));

  const earn = earnLine(merchant, member, context.programme);
  if (earn.kind === 'signIn') {
    // A partner without sign-in (enrollment none) has nowhere to send the visitor.
    if (context.signInHref) {
      // Issue #25: what members earn, beside the spec's sign-in link (000 §2 keeps the link).
      body.append(el('p', css.earn, t('earn.visitorRate')));
      const signIn = el('a', css.raised, t(earn.key));
      signIn.href = context.signInHref;
      body.append(signIn);
    }
  } else if (earn.kind === 'unlock') {
    // Spec: the prompt opens a modal with the tier text and the call to action.
    const prompt = el('button', `${css.raised} ${css.unlock}`, t(earn.unlock.key));
    prompt.type = 'button';
    prompt.setAttribute('aria-haspopup', 'dialog');
    const { unlock } = earn;
    prompt.addEventListener('click', () => openUnlockModal(prompt, unlock, t));
    body.append(prompt);
  } else if (earn.kind === 'activate') {
    body.append(el('p', css.earn, t(earn.key)));
  } else if (earn.kind === 'rate') {
    body.append(el('p', css.earn, t(earn.key, earn.vars)));
  }

  const when = earn.kind === 'none' || earn.kind === 'unlock' ? null : whenText(merchant, member, t, context.today ?? new Date());
  if (when) body.append(el('p', css.when, when));

  const { bonus, offerTag } = cardExtras(merchant);
  if (bonus) body.append(el('p', css.line, bonus));
  if (offerTag) body.append(el('span', css.tag, offerTag));
  card.append(media, body);
  return card;
}
