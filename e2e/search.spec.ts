// Restaurant search against the sandbox (spec 000 §2 "Search screen", §7): by city, by ZIP and near
// me (position granted and refused), every filter group, paging and back/forward, the states, the
// cards for visitors and members, the form before any script, hostile input, the map and the
// phone's list/map toggle, and axe at both widths. Issue #24: the landing after a search (the phone's
// folded form and its summary), the results' range, unknown places told from empty ones, the
// laptop's filter chips and the phone's filter sheet.
import { expect, type Page, type Request } from '@playwright/test';
import { copyDefaults } from '../src/site/copy-table.ts';
import { violations, widths } from './axe.ts';
import { test } from './fixtures.ts';
import { expectUserState, signIn } from './members.ts';
import { baseUrlOf, e2ePartners, servedBy, serverMissing, servers } from './partners.ts';

const [delta, hilton] = e2ePartners;
const base = baseUrlOf(delta);
const chicago = { latitude: 41.8781, longitude: -87.6298 };

const searchForm = (page: Page) => page.getByRole('search', { name: 'Restaurant search' });
const locationBox = (page: Page) => searchForm(page).getByRole('textbox', { name: 'City, state or ZIP code' });
const results = (page: Page) => page.getByRole('list', { name: 'Restaurants' });
const resultStatus = (page: Page) => page.getByRole('region', { name: 'Restaurants' }).getByRole('status');
const isSearch = (request: Request): boolean => request.url().includes('/api/v2/Merchants/Search');
const searchParams = (request: Request): URLSearchParams => new URL(request.url()).searchParams;

async function searchFor(page: Page, location: string): Promise<Request> {
  await locationBox(page).fill(location);
  const [request] = await Promise.all([page.waitForRequest(isSearch), searchForm(page).getByRole('button', { name: 'Search' }).click()]);
  return request;
}

test.describe('search by place', () => {
  test.use({ viewport: widths.desktop });

  test('by city: the address becomes the search and the cards show what the spec lists', async ({ page }) => {
    await page.goto(`${base}/search?location=Boston,+MA`);
    await expect(resultStatus(page)).toHaveText(/restaurants? near Boston, MA/);
    const request = await searchFor(page, 'Chicago, IL');
    expect(searchParams(request).get('location')).toBe('Chicago, IL');
    expect(searchParams(request).get('pageSize')).toBe('15');
    await expect(page).toHaveURL(/\/search\?location=Chicago,\+IL$/);
    await expect(resultStatus(page)).toHaveText(/^1–15 of \d+ restaurants near Chicago, IL$/);
    const cards = results(page).getByRole('listitem');
    await expect(cards).toHaveCount(15);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/merchants\/\d+$/);
    await expect(first.getByRole('img')).toHaveAttribute('src', /f_auto,q_auto,c_fill,ar_1\.4,w_200\/\d+\/promo/);
    await expect(first).toContainText(/\d(\.\d)? mi/);
    await expect(first).toContainText(/out of 5 stars/);
    await expect(first.getByRole('link', { name: 'Sign in to see offers' })).toHaveAttribute('href', '/login');
  });

  test('by ZIP: 10001 finds New York', async ({ page }) => {
    await page.goto(`${base}/search`);
    await searchFor(page, '10001');
    await expect(resultStatus(page)).toHaveText(/^1–15 of \d+ restaurants near New York, NY$/);
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
  });

  test('a malformed or hostile location gets the spec message at once, keeps the text and sends nothing', async ({ page }) => {
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(resultStatus(page)).toHaveText(/near Chicago, IL/);
    let sent = 0;
    page.on('request', (request) => {
      if (isSearch(request)) sent += 1;
    });
    const hostile = `${'a,'.repeat(8000)}!`;
    await locationBox(page).evaluate((input: HTMLInputElement, value) => {
      input.removeAttribute('maxlength');
      // React tracks the value through the prototype's setter.
      Reflect.set(HTMLInputElement.prototype, 'value', value, input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, hostile);
    const started = Date.now();
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await expect(searchForm(page).getByText('Enter city, state or ZIP code')).toBeVisible();
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(locationBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(locationBox(page)).toBeFocused();
    await expect(locationBox(page)).toHaveValue(hostile);
    expect(sent).toBe(0);
    await expect(page).toHaveURL(/location=Chicago,\+IL$/);
    // The page stays usable: a good place searches again.
    await searchFor(page, '60614');
    await expect(searchForm(page).getByText('Enter city, state or ZIP code')).toBeHidden();
  });

  test('a search that fails shows the error state with a way on', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v2/Merchants/Search**', (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(page.getByRole('heading', { name: copyDefaults['search.errorTitle'] })).toBeVisible();
    await expect(locationBox(page)).toHaveValue('Chicago, IL');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(resultStatus(page)).toHaveText(/near Chicago, IL/);
  });

  test('an unknown place is told apart from a known place with nothing found, each with ways on', async ({ page }) => {
    await page.goto(`${base}/search?location=Xqwzt+Vlorpington,+QQ&priceRange=2`);
    const unknown = page.getByRole('heading', { name: 'We don’t know “Xqwzt Vlorpington, QQ”' });
    await expect(unknown).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'No restaurants found' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Restaurants' }).getByRole('button', { name: 'Clear filters' })).toBeVisible();
    // The sandbox suggests covered places; each is a link to its search.
    const suggestion = page.getByRole('region', { name: 'Restaurants' }).getByRole('link', { name: 'New York, NY' });
    await expect(suggestion).toHaveAttribute('href', '/search?location=New+York,+NY&priceRange=2');
    await suggestion.click();
    await expect(resultStatus(page)).toHaveText(/near New York, NY/);
    // A real place with filters that match nothing: just empty, neutral, with "Clear filters".
    await page.goto(`${base}/search?location=Chicago,+IL&restaurantOrCuisine=zzzqqq&priceRange=4`);
    const empty = page.getByRole('heading', { name: 'No restaurants found' });
    await expect(empty).toBeInViewport();
    await expect(page.getByText(/We don’t know/)).toHaveCount(0);
    // Neutral, not the tinted (pink on Delta) error look: a grey, its channels close together.
    const background = await page.locator('[data-search-message]').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
    expect(Math.max(r, g, b) - Math.min(r, g, b), background).toBeLessThan(24);
    await page.getByRole('region', { name: 'Restaurants' }).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/search\?location=Chicago,\+IL&restaurantOrCuisine=zzzqqq$/);
  });

  test('after a search the first result is on screen, and page 2 gives its range', async ({ page }) => {
    await page.goto(`${base}/search?location=Boston,+MA`);
    await searchFor(page, 'Chicago, IL');
    await expect(results(page).getByRole('listitem').first()).toBeInViewport();
    await expect(results(page).getByRole('listitem').first().getByRole('heading', { level: 3 })).toBeInViewport();
    await expect(resultStatus(page)).toHaveText(/^1–15 of (\d+) restaurants near Chicago, IL$/);
    const total = /of (\d+)/.exec((await resultStatus(page).textContent()) ?? '')?.[1];
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(resultStatus(page)).toHaveText(`16–30 of ${total} restaurants near Chicago, IL`);
  });
});

test.describe('near me', () => {
  test.use({ viewport: widths.desktop });

  test('granted: "Use current location" searches at the device position, the address keeps the words', async ({ context, page }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(chicago);
    await page.goto(`${base}/search?location=Boston,+MA`);
    await expect(resultStatus(page)).toHaveText(/near Boston, MA/);
    const [request] = await Promise.all([
      page.waitForRequest(isSearch),
      searchForm(page).getByRole('button', { name: 'Use current location' }).click(),
    ]);
    // Rounded to 2 decimals (spec 000 §4).
    expect(searchParams(request).get('location')).toBe('41.88,-87.63');
    await expect(page).toHaveURL(/location=Current\+Location/);
    await expect(locationBox(page)).toHaveValue('Current Location');
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(copyDefaults['search.locationBlockedTitle'])).toBeHidden();
  });

  test('refused: the location-blocked state, with results at the default location', async ({ page }) => {
    await page.goto(`${base}/search?location=current%20location`);
    await expect(page.getByRole('heading', { name: copyDefaults['search.locationBlockedTitle'] })).toBeVisible();
    await expect(page.getByText(copyDefaults['search.locationBlockedBody'])).toBeVisible();
    await expect(resultStatus(page)).toHaveText(/near New York, NY/);
    await expect(page).toHaveURL(/location=Current\+Location/);
  });
});

test.describe('filters, sort and pages', () => {
  test.use({ viewport: widths.desktop });

  test('every filter group narrows the search, in the address and the request', async ({ page }) => {
    await page.goto(`${base}/search?location=New+York,+NY`);
    // The first search answered: a filter picked before would be caught by waiting for that request.
    await expect(resultStatus(page)).toHaveText(/near New York, NY/);
    const before = await resultStatus(page).textContent();
    const picks: [string, string, string][] = [
      ['Price', '$$', 'priceRange=2'],
      ['Suggested', 'New', 'isNew=true'],
      ['Dining options', 'Takeout', 'features=takeout'],
      ['Meal service', 'Dinner', 'mealsServed=dinner'],
    ];
    for (const [group, option, field] of picks) {
      // Each group is a chip opening its checkboxes (issue #24).
      await searchForm(page).getByRole('button', { name: group, exact: true }).click();
      const [request] = await Promise.all([
        page.waitForRequest(isSearch),
        page.getByRole('group', { name: group }).getByRole('checkbox', { name: option, exact: true }).check(),
      ]);
      await page.keyboard.press('Escape');
      const [name, value] = field.split('=') as [string, string];
      expect(searchParams(request).get(name)).toBe(value);
      await expect(page).toHaveURL(new RegExp(field));
    }
    await expect(resultStatus(page)).not.toHaveText(before ?? '');
    for (const chip of ['Price (1)', 'Suggested (1)', 'Dining options (1)', 'Meal service (1)']) {
      await expect(searchForm(page).getByRole('button', { name: chip })).toBeVisible();
    }
    await expect(
      searchForm(page)
        .getByRole('list', { name: 'Active filters' })
        .getByRole('button', { name: /^Remove filter/ }),
    ).toHaveCount(4);
    const [sorted] = await Promise.all([page.waitForRequest(isSearch), page.getByLabel('Sort by').selectOption('rating')]);
    expect(searchParams(sorted).get('sortBy')).toBe('rating');
    await searchForm(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/search\?location=New\+York,\+NY&sortBy=rating$/);
  });

  test('pages of 15; back and forward restore the page, the form and the scroll position', async ({ page }) => {
    await page.goto(`${base}/search?location=New+York,+NY&restaurantOrCuisine=`);
    await expect(results(page).getByRole('listitem')).toHaveCount(15);
    const firstName = await results(page).getByRole('listitem').first().getByRole('heading').textContent();
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await pages.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(page.getByRole('heading', { name: 'Restaurants', level: 2 })).toBeFocused();
    await expect(results(page).getByRole('listitem').first().getByRole('heading')).not.toHaveText(firstName ?? '');
    await page.goBack();
    await expect(page).not.toHaveURL(/pageNo/);
    await expect(results(page).getByRole('listitem').first().getByRole('heading')).toHaveText(firstName ?? '');
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled - 50);
    await page.goForward();
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('Acclaimed follows the partner (feature flags `filters`, acclaimedEnabled, acclaimed2Enabled)', () => {
  test.use({ viewport: widths.desktop });
  const badges = (page: Page) => results(page).getByText('Acclaimed', { exact: true });
  const acclaimedLevels = async (page: Page, url: string): Promise<(number | null)[]> => {
    const [response] = await Promise.all([page.waitForResponse((r) => isSearch(r.request())), page.goto(url)]);
    const body = (await response.json()) as { merchants: { acclaimedLevel: number | null }[] };
    return body.merchants.map((merchant) => merchant.acclaimedLevel);
  };

  test('delta (Acclaimed, not level 2): the filter, and badges on level-1 merchants only', async ({ page }) => {
    const levels = await acclaimedLevels(page, `${base}/search?location=New+York,+NY&acclaimed=true`);
    expect(levels.length).toBeGreaterThan(0);
    await expect(results(page).getByRole('listitem')).toHaveCount(levels.length);
    await searchForm(page).getByRole('button', { name: 'Suggested (1)' }).click();
    await expect(page.getByRole('group', { name: 'Suggested' }).getByRole('checkbox', { name: 'Acclaimed' })).toBeChecked();
    await expect(badges(page)).toHaveCount(levels.filter((level) => level === 1).length);
  });

  test('hilton (no Acclaimed): no filter, no badge, and an address asking for it does not narrow the search', async ({ page }) => {
    const hiltonBase = baseUrlOf(hilton);
    const [request] = await Promise.all([
      page.waitForRequest(isSearch),
      page.goto(`${hiltonBase}/search?location=New+York,+NY&acclaimed=true`),
    ]);
    expect(searchParams(request).has('acclaimed')).toBe(false);
    await expect(results(page).getByRole('listitem')).toHaveCount(15);
    await searchForm(page).getByRole('button', { name: 'Suggested', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Suggested' }).getByRole('checkbox', { name: 'New', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Acclaimed' })).toHaveCount(0);
    await expect(badges(page)).toHaveCount(0);
  });
});

test.describe('cards for members', () => {
  test.use({ viewport: widths.desktop });

  test('a signed-in member sees the earn line of their tier, not the sign-in prompt', async ({ page }) => {
    await signIn(page, base, 'delta', 'card', 'direct');
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expectUserState(page, 'card_member');
    const first = results(page).getByRole('listitem').first();
    await expect(first).toContainText(/Earn .+ as a /);
    await expect(results(page).getByRole('link', { name: 'Sign in to see offers' })).toHaveCount(0);
  });
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: widths.mobile });

  test('the form is on the first paint and submits as a plain GET search', async ({ page }) => {
    await page.goto(`${base}/search`);
    await locationBox(page).fill('Chicago, IL');
    await searchForm(page).getByRole('searchbox', { name: 'Restaurant or cuisine' }).fill('pizza');
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\/?\?location=Chicago%2C\+IL&restaurantOrCuisine=pizza/);
  });
});

test.describe('phones', () => {
  test.use({ viewport: widths.mobile });
  const toggle = (page: Page) => page.getByRole('group', { name: 'List or map' });

  test('"Show map" fills the view with the map; "Show list" comes back; "Change search" reopens the form', async ({ page }) => {
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(results(page)).toBeVisible();
    await expect(page.getByRole('region', { name: copyDefaults['search.mapLabel'] })).toHaveCount(0); // its code is not loaded yet
    await toggle(page).getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('region', { name: copyDefaults['search.mapLabel'] })).toBeVisible();
    await expect(results(page)).toBeHidden();
    await toggle(page).getByRole('button', { name: 'Show list' }).click();
    await expect(results(page)).toBeVisible();
    await expect(locationBox(page)).toBeHidden(); // the form stays folded
    await toggle(page).getByRole('button', { name: 'Show map' }).click();
    await toggle(page).getByRole('button', { name: 'Change search' }).click();
    await expect(results(page)).toBeVisible();
    await expect(locationBox(page)).toBeVisible();
    await expect(locationBox(page)).toBeFocused();
  });

  test('after a search the form folds into its summary, the results heading takes focus and the first result is on screen', async ({
    page,
  }) => {
    await page.goto(`${base}/search`);
    await searchFor(page, 'Chicago, IL');
    const summary = page.getByRole('button', { name: /^Chicago, IL/ });
    await expect(summary).toBeVisible();
    await expect(locationBox(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Restaurants', level: 2 })).toBeFocused();
    await expect(results(page).getByRole('listitem').first()).toBeInViewport();
    // The floating bar never hides the last card's link: the page keeps room under it.
    const last = results(page).getByRole('listitem').last().getByRole('heading', { level: 3 }).getByRole('link');
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const bar = await toggle(page).boundingBox();
    const pages = await page.getByRole('navigation', { name: 'Result pages' }).boundingBox();
    expect(bar && pages && pages.y + pages.height <= bar.y + 1).toBe(true);
    // The summary reopens the form, with what was searched.
    await summary.click();
    await expect(locationBox(page)).toBeVisible();
    await expect(locationBox(page)).toHaveValue('Chicago, IL');
    await expect(locationBox(page)).toBeFocused();
  });

  test('a search opened by address lands on the results; a failed one on its message, with no survey drawer', async ({ page }) => {
    // Boston's searches fail (the first page load: the page's worker, which a route does not see, is not running yet).
    await page.route('**/api/v2/Merchants/Search**', (route) =>
      route.request().url().includes('Boston') ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto(`${base}/search?location=Boston,+MA`);
    await expect(page.getByRole('heading', { name: copyDefaults['search.errorTitle'] })).toBeInViewport();
    await expect(page.locator('[data-search-message]')).toBeFocused();
    await expect(page.locator('survey-drawers')).toBeHidden();
    await page.goto(`${base}/search?location=Chicago,+IL&priceRange=2,3`);
    await expect(page.getByRole('button', { name: /^Chicago, IL · Filters \(2\)/ })).toBeVisible();
    await expect(results(page).getByRole('listitem').first()).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Restaurants', level: 2 })).toBeFocused();
  });

  test('filters open as a full-screen sheet whose "Show N restaurants" counts the draft', async ({ page }) => {
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await page.getByRole('button', { name: /^Chicago, IL/ }).click();
    await searchForm(page).getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(widths.mobile.width);
    const show = sheet.getByRole('button', { name: /^Show \d+ restaurants$/ });
    const before = await show.textContent();
    const [count] = await Promise.all([
      page.waitForRequest((request) => isSearch(request) && searchParams(request).get('pageSize') === '1'),
      sheet.getByRole('checkbox', { name: '$$$$' }).check(),
    ]);
    expect(searchParams(count).get('priceRange')).toBe('4');
    await expect(show).not.toHaveText(before ?? '');
    await expect(page).not.toHaveURL(/priceRange/); // a draft until applied
    await expect(show).toBeInViewport();
    const label = (await show.textContent()) ?? '';
    await show.click();
    await expect(page).toHaveURL(/priceRange=4/);
    await expect(resultStatus(page)).toHaveText(new RegExp(`(^|of )${/\d+/.exec(label)?.[0]} restaurants? near Chicago, IL$`));
  });
});

test.describe('laptops', () => {
  test.use({ viewport: widths.desktop });

  test('the first row of results is above the fold at 1280 × 800', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base}/search?location=Chicago,+IL`);
    const first = results(page).getByRole('listitem').first();
    await expect(first.getByRole('heading', { level: 3 })).toBeInViewport({ ratio: 1 });
    await expect(results(page).getByRole('listitem').nth(1).getByRole('heading', { level: 3 })).toBeInViewport({ ratio: 1 });
  });

  test('filter chips open their group without moving the toolbar or the results; active filters are removable', async ({ page }) => {
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(results(page).getByRole('listitem')).toHaveCount(15);
    const chip = searchForm(page).getByRole('button', { name: 'Meal service', exact: true });
    const boxes = async () => ({
      form: await searchForm(page).boundingBox(),
      chip: await chip.boundingBox(),
      list: await results(page).boundingBox(),
    });
    const closed = await boxes();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'Meal service' });
    await expect(panel).toBeVisible();
    expect(await boxes()).toEqual(closed);
    const [request] = await Promise.all([page.waitForRequest(isSearch), panel.getByRole('checkbox', { name: 'Brunch' }).check()]);
    expect(searchParams(request).get('mealsServed')).toBe('brunch');
    await expect(searchForm(page).getByRole('button', { name: 'Meal service (1)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(searchForm(page).getByRole('button', { name: 'Meal service (1)' })).toBeFocused();
    await searchForm(page).getByRole('button', { name: 'Remove filter: Brunch' }).click();
    await expect(page).toHaveURL(/\/search\?location=Chicago,\+IL$/);
    await expect(searchForm(page).getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  });
});

for (const [name, viewport] of Object.entries(widths)) {
  test(`axe finds nothing on search results at ${name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    // The open filters: a chip's popover on a laptop, the sheet on a phone.
    if (name === 'desktop') await searchForm(page).getByRole('button', { name: 'Price', exact: true }).click();
    else {
      await page.getByRole('button', { name: /^Chicago, IL/ }).click();
      await searchForm(page).getByRole('button', { name: 'Filters', exact: true }).click();
    }
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('offline', () => {
  test.use({ viewport: widths.desktop });

  for (const server of servers)
    test(`the last search stays readable offline, with a notice saying so (${server.name})`, async ({ context, page }) => {
      test.skip(Boolean(serverMissing(server)), serverMissing(server));
      const base = baseUrlOf(servedBy(delta, server));
      await page.goto(`${base}/search?location=Chicago,+IL`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // Under the worker's control: the page and its search are saved as they load.
      await page.reload();
      await expect(results(page).getByRole('listitem')).toHaveCount(15);
      const names = await results(page).getByRole('heading', { level: 3 }).allTextContents();
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText(copyDefaults['search.offline'])).toBeVisible();
      expect(await results(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(names);
      // A search never made is not there: the error state says how to get it.
      await searchFor(page, 'Boston, MA').catch(() => undefined);
      await expect(page.getByText(copyDefaults['search.offlineNone'])).toBeVisible();
      await context.setOffline(false);
    });
});

test('prints the results three to a row, without the form or the map', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  await page.goto(`${base}/search?location=Chicago,+IL`);
  await expect(results(page).getByRole('listitem')).toHaveCount(15);
  await page.emulateMedia({ media: 'print' });
  const columns = await results(page).evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(3);
  await expect(searchForm(page)).toBeHidden();
  await expect(page.getByRole('region', { name: copyDefaults['search.mapLabel'] })).toBeHidden();
});

test.describe('the map (desktop: beside the list)', () => {
  test.use({ viewport: widths.desktop });
  const map = (page: Page) => page.getByRole('region', { name: copyDefaults['search.mapLabel'] });

  test('a pin per result, selection shared with the list both ways, and the search centre', async ({ page }) => {
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(results(page).getByRole('listitem')).toHaveCount(15);
    await expect(map(page).locator('[data-merchant-id]')).toHaveCount(15);
    await expect(map(page).getByRole('img', { name: copyDefaults['search.mapOrigin'] })).toBeVisible();
    // The list points the map: hovering a card marks its pin.
    const second = results(page).getByRole('listitem').nth(1);
    const id = await second.getAttribute('data-merchant-id');
    await second.hover();
    await expect(map(page).locator(`[data-merchant-id="${id}"]`)).toHaveAttribute('aria-current', 'true');
    // The map points the list: a pin pressed by keyboard marks its card.
    const lastCard = results(page).getByRole('listitem').last();
    const lastId = await lastCard.getAttribute('data-merchant-id');
    const pin = map(page).locator(`[data-merchant-id="${lastId}"]`);
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(lastCard).toHaveAttribute('data-selected', 'true');
    await expect(lastCard).toBeInViewport();
  });

  test('"Search this area" after the member moves the map; the box says "Current Map View"', async ({ page }) => {
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(map(page).locator('[data-merchant-id]').first()).toBeVisible();
    const area = map(page).getByRole('button', { name: 'Search this area' });
    await expect(area).toHaveCount(0);
    await map(page).getByRole('button', { name: 'Zoom in' }).click();
    await expect(area).toBeVisible();
    const [request] = await Promise.all([page.waitForRequest(isSearch), area.click()]);
    expect(searchParams(request).get('location')).toMatch(/^41\.\d{1,4},-87\.\d{1,4}$/);
    await expect(page).toHaveURL(/location=41\.\d+,-87\.\d+/);
    await expect(locationBox(page)).toHaveValue('Current Map View');
    await expect(area).toHaveCount(0);
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    // Searching again from the box as it stands keeps the map view.
    const [again] = await Promise.all([
      page.waitForRequest(isSearch),
      searchForm(page)
        .getByRole('searchbox', { name: 'Restaurant or cuisine' })
        .fill('a')
        .then(() => searchForm(page).getByRole('button', { name: 'Search' }).click()),
    ]);
    expect(searchParams(again).get('location')).toBe(searchParams(request).get('location'));
  });
});
