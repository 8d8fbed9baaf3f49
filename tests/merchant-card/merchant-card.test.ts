// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { copyReader } from '../../src/lib/element-copy.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import { placeText, promoImageUrl, renderMerchantCard, type CardContext } from '../../src/features/merchant-card/merchant-card.ts';
import { earn as earnClass } from '../../src/features/merchant-card/merchant-card.css.ts';
import { merchant } from './fixture.ts';

const t: CardContext['t'] = copyReader(copyDefaults);
const everything = { acclaimedEnabled: true, acclaimed2Enabled: true, hasVIP: true };
const visitor: CardContext = { t, member: null, programme: everything, signInHref: '/login' };
const selectMember = { tierLevel: 2, campaignCodes: ['STANDARD', 'SELECT'] };
const text = (el: HTMLElement): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('merchant card (spec 000 §2 "Merchant card and carousel")', () => {
  it('links to /merchants/{id} and shows the image, name, place, distance and cuisines', () => {
    const card = renderMerchantCard(merchant(), { ...visitor, member: selectMember });
    const link = card.querySelector('h3 a')!;
    expect(link.getAttribute('href')).toBe('/merchants/1212');
    expect(link.textContent).toBe('The Honey Fork');
    const img = card.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('http://127.0.0.1:4600/images/merchants/f_auto,q_auto,c_fill,ar_1.4,w_200/1212/promo');
    expect(img.getAttribute('width')).toBe('200');
    expect(img.getAttribute('height')).toBe('143');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.alt).toBe('The Honey Fork');
    expect(text(card)).toContain('Chinese/Dim Sum');
    expect(text(card)).toContain('Chicago (West Loop) · 0.7 mi');
    expect(text(card)).toContain('3 miles per $1');
  });

  it('renders a hostile name as text, never as markup', () => {
    const name = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const card = renderMerchantCard(
      merchant({ name, bonus: '<b>2x</b>', offerTag: '<i>x</i>', details: { ...merchant().details, cuisines: ['<svg onload=1>'] } }),
      visitor,
    );
    expect(card.querySelectorAll('script, svg, b, i').length).toBe(0);
    expect(card.querySelectorAll('img').length).toBe(1); // the promo image only
    expect(card.querySelector('h3 a')!.textContent).toBe(name);
    expect(card.querySelector('img')!.alt).toBe(name);
    expect(card.innerHTML).toContain('&lt;script&gt;');
  });

  it('gives stars and price an accessible text and hides the glyphs', () => {
    const card = renderMerchantCard(merchant(), visitor);
    const hidden = [...card.querySelectorAll('.visually-hidden')].map((el) => el.textContent);
    expect(hidden).toContain('4.5 out of 5 stars, 120 reviews');
    expect(hidden).toContain('Price range 2 of 4');
    const glyphs = [...card.querySelectorAll('[aria-hidden="true"]')].map((el) => el.textContent);
    expect(glyphs).toContain('★★★★★');
    expect(glyphs).toContain('$$');
    expect((card.querySelector('[style]') as HTMLElement).style.getPropertyValue('--fill')).toBe('90%');
  });

  it('clamps rating and price to their scales (0-5, 0-4) and omits an absent price', () => {
    const card = renderMerchantCard(
      merchant({ details: { ...merchant().details, rating: { overallRating: 9, numberOfRatings: 3 }, priceRange: 7 } }),
      visitor,
    );
    expect(text(card)).toContain('5 out of 5 stars, 3 reviews');
    expect(text(card)).toContain('Price range 4 of 4');
    const none = renderMerchantCard(merchant({ details: { ...merchant().details, priceRange: 0 } }), visitor);
    expect(text(none)).not.toContain('Price range');
  });

  it('shows "Sign in to see offers" instead of the earn rate to visitors (/login direct, /Login sso)', () => {
    const direct = renderMerchantCard(merchant(), visitor);
    const signIn = [...direct.querySelectorAll('a')].find((a) => a.textContent === 'Sign in to see offers')!;
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(text(direct)).not.toContain('miles per');
    // Issue #25: what members earn, beside the link (the build fills {rate.max} from the config).
    expect(text(direct)).toContain('Members earn up to {rate.max}');
    const sso = renderMerchantCard(merchant(), { ...visitor, signInHref: '/Login' });
    expect([...sso.querySelectorAll('a')].some((a) => a.getAttribute('href') === '/Login')).toBe(true);
  });

  it('shows the earn line of the member’s tier (spec 000 §4 "Earn line by tier")', () => {
    const earnLine = (tierLevel: number): string | null | undefined =>
      renderMerchantCard(merchant(), { ...visitor, member: { tierLevel, campaignCodes: ['STANDARD'] } }).querySelector(`.${earnClass}`)
        ?.textContent;
    expect(earnLine(0)).toBe('Earn 1 mile per $2 spent as a {tierMember}');
    expect(earnLine(1)).toBe('Activate your account to earn {currency}');
    expect(earnLine(2)).toBe('Earn 3 miles per $1 as a {tierSelect}');
    expect(earnLine(3)).toBe('Earn 5 miles per $1 as a {tierVip}');
  });

  it('shows the sign-in prompt for an unknown tier, and nothing where the partner has no sign-in', () => {
    const unknown = renderMerchantCard(merchant(), { ...visitor, member: { tierLevel: 7, campaignCodes: [] } });
    expect([...unknown.querySelectorAll('a')].find((a) => a.textContent === 'Sign in to see offers')?.getAttribute('href')).toBe('/login');
    const noSignIn = renderMerchantCard(merchant({ bonus: 'Earn 2x miles this month' }), { ...visitor, signInHref: '' });
    expect(text(noSignIn)).not.toContain('Sign in');
    expect(text(noSignIn)).toContain('Earn 2x miles this month');
  });

  it('keeps the neighbourhood out of brackets when it is the city', () => {
    const place = (city: string, neighborhood: string | null) =>
      placeText({ ...merchant().location, address: { ...merchant().location.address, city }, neighborhood });
    expect(place('Chicago', 'chicago')).toBe('Chicago');
    expect(place('Chicago', null)).toBe('Chicago');
    expect(place('', 'Loop')).toBe('Loop');
  });

  it('adds the width-200 transform only to a path-style image base', () => {
    expect(promoImageUrl({ id: '5', images: { imageBaseUrl: 'https://img.example/m/' } })).toBe(
      'https://img.example/m/f_auto,q_auto,c_fill,ar_1.4,w_200/5/promo',
    );
    expect(promoImageUrl({ id: '5', images: { imageBaseUrl: 'https://img.example/m?key=' } })).toBe('https://img.example/m?key=5/promo');
  });

  it('shows the highlight, Acclaimed badge, bonus line and offer tag', () => {
    const card = renderMerchantCard(
      merchant({
        acclaimedLevel: 1,
        bonus: 'Earn 2x miles this month',
        offerTag: 'Order online',
        details: { ...merchant().details, highlight: { new: true, comingSoon: false, leavingSoon: false, acclaimed: true } },
      }),
      { ...visitor, member: selectMember },
    );
    expect(text(card)).toContain('Acclaimed');
    expect(text(card)).toContain('New');
    expect(text(card)).toContain('Earn 2x miles this month');
    expect(text(card)).toContain('Order online');
  });

  it('reads the highlight as one kind too; a kind or an acclaimed level it does not know shows nothing', () => {
    const withHighlight = (highlight: ReturnType<typeof merchant>['details']['highlight'], acclaimedLevel: number | null = null) =>
      text(renderMerchantCard(merchant({ acclaimedLevel, details: { ...merchant().details, highlight } }), visitor));
    expect(withHighlight('comingSoon')).toContain('Coming soon');
    expect(withHighlight('leavingSoon')).toContain('Leaving soon');
    const unknown = withHighlight('closingSoon', 3);
    for (const word of ['New', 'Coming soon', 'Leaving soon', 'Acclaimed']) expect(unknown).not.toContain(word);
    expect(withHighlight(null)).not.toContain('New');
  });

  it('links to the merchant by its string id, encoded', () => {
    const card = renderMerchantCard(merchant({ id: 'm 17/a' }), visitor);
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/merchants/m%2017%2Fa');
    expect(card.dataset.merchantId).toBe('m 17/a');
  });
});

describe('the Acclaimed badge follows the partner (spec 000 §1, §2)', () => {
  const level = (acclaimedLevel: 1 | 2) => merchant({ acclaimedLevel });
  const badge = (card: HTMLElement) => [...card.querySelectorAll('span')].some((span) => text(span) === 'Acclaimed');

  it('shows none where acclaimedEnabled is off', () => {
    const programme = { acclaimedEnabled: false, acclaimed2Enabled: false, hasVIP: false };
    expect(badge(renderMerchantCard(level(1), { ...visitor, programme }))).toBe(false);
  });

  it('shows level 2 only where acclaimed2Enabled is on', () => {
    const programme = { acclaimedEnabled: true, acclaimed2Enabled: false, hasVIP: true };
    expect(badge(renderMerchantCard(level(1), { ...visitor, programme }))).toBe(true);
    expect(badge(renderMerchantCard(level(2), { ...visitor, programme }))).toBe(false);
    expect(badge(renderMerchantCard(level(2), visitor))).toBe(true);
  });
});

describe('"Unlock access to earn" (spec 000 §2, §6)', () => {
  const acclaimed = merchant({ acclaimedLevel: 2, benefitAvailability: { campaignCodes: ['VIP'] } });
  const openModal = (card: HTMLElement): HTMLDialogElement => {
    document.body.append(card);
    const prompt = [...card.querySelectorAll('button')].find((b) => text(b) === 'Unlock access to earn')!;
    expect(prompt.getAttribute('aria-haspopup')).toBe('dialog');
    prompt.focus();
    prompt.click();
    return document.querySelector('dialog')!;
  };

  it('is a button, in place of the earn rate, that opens a modal with the tier text and its call to action', () => {
    const card = renderMerchantCard(acclaimed, { ...visitor, member: selectMember });
    expect(text(card)).not.toContain('3 miles per $1');
    expect(card.querySelector('a[href="/earn/vip-upgrade"]')).toBeNull(); // not a link on the card
    const dialog = openModal(card);
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Unlock access to earn');
    expect(text(dialog)).toContain('Reach {tierVip} status to earn {currency} here.');
    expect(dialog.querySelector('a')!.getAttribute('href')).toBe('/earn/vip-upgrade');
    expect(dialog.querySelector('a')!.textContent).toBe('Learn more');
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Unlock access to earn'); // focus back on the prompt
    card.remove();
  });

  it('offers no VIP wording where the partner has no VIP', () => {
    const programme = { ...everything, hasVIP: false };
    const card = renderMerchantCard(acclaimed, { ...visitor, member: selectMember, programme });
    expect(text(card)).not.toContain('Unlock access to earn');
    expect(text(card)).toContain('3 miles per $1');
  });

  it('offers opting in to emails when the Select tier unlocks it', () => {
    const select = renderMerchantCard(
      { ...acclaimed, benefitAvailability: { campaignCodes: ['SELECT', 'VIP'] } },
      { ...visitor, member: { tierLevel: 0, campaignCodes: ['STANDARD'] } },
    );
    const dialog = openModal(select);
    expect(text(dialog)).toContain('Opt in to emails to become a {tierSelect}');
    expect(dialog.querySelector('a')!.getAttribute('href')).toBe('/account/user_profile');
    dialog.close();
    select.remove();
  });
});

describe('"Earns today" on the card (beyond the spec)', () => {
  // Wednesday 2026-11-25, local time.
  const wednesday = new Date(2026, 10, 25, 12);
  const offer = (days: ('Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat')[]) => ({
    id: 'o1',
    limitType: 'Limited' as const,
    maxSpendPerMonth: 150,
    maxVisitsPerMonth: 4,
    daysAvailable: days,
    earnRates: [{ tierLevel: 2, rate: 3, text: '3 miles per $1' }],
  });

  it('says a visit earns today when today is one of the offer’s days', () => {
    const card = renderMerchantCard(merchant({ offers: [offer(['Mon', 'Tue', 'Wed', 'Thu'])] }), {
      ...visitor,
      member: selectMember,
      today: wednesday,
    });
    expect(text(card)).toContain('Earns today');
  });

  it('names the earning days on other days, and says nothing without offers', () => {
    const card = renderMerchantCard(merchant({ offers: [offer(['Fri', 'Sat'])] }), { ...visitor, member: selectMember, today: wednesday });
    expect(text(card)).toContain('Earns Fri-Sat');
    expect(text(card)).not.toContain('Earns today');
    const none = renderMerchantCard(merchant(), { ...visitor, member: selectMember, today: wednesday });
    expect(text(none)).not.toMatch(/Earns (today|every day|\w{3}-)/);
  });

  it('a search result with only the spec’s fields (no offers, no earn rates, days not said) shows no earn or earning-days line', () => {
    const spec = merchant({ earnRates: [], offers: [] });
    expect(text(renderMerchantCard(spec, { ...visitor, member: selectMember, today: wednesday }))).not.toMatch(/Earn/);
    const daysUnsaid = merchant({ offers: [{ ...offer(['Wed']), daysAvailable: null }] });
    expect(text(renderMerchantCard(daysUnsaid, { ...visitor, member: selectMember, today: wednesday }))).not.toMatch(/Earns/);
  });

  it('leaves the offers of other tiers out for a member, but shows visitors when visits earn', () => {
    const vipOnly = { ...offer(['Wed']), earnRates: [{ tierLevel: 3, rate: 5, text: '5 miles per $1' }] };
    expect(text(renderMerchantCard(merchant({ offers: [vipOnly] }), { ...visitor, member: selectMember, today: wednesday }))).not.toContain(
      'Earns today',
    );
    expect(text(renderMerchantCard(merchant({ offers: [vipOnly] }), { ...visitor, today: wednesday }))).toContain('Earns today');
  });
});
