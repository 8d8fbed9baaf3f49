// Booking a table (issue #24 "Booking") against the sandbox, at 390 and 1280 px, each test with a
// fresh card member of its own: the Time list offers only the times the restaurant seats that day
// and the chosen time is shown pressed; a fully booked evening offers the same time on other days,
// which books; the confirmation shows the details, downloads a well-formed .ics and passes axe; the
// booking appears in the account overview's Upcoming reservations, where it is cancelled.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { copyDefaults } from '../src/site/copy-table.ts';
import { bookableTimes } from '../src/features/merchant/reservation-hours.ts';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectUserState, freshMember, signInAs } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta] = e2ePartners;
const base = baseUrlOf(delta);
const copy = (key: keyof typeof copyDefaults): string => copyDefaults[key];

const pad = (n: number): string => String(n).padStart(2, '0');
const daysAhead = (days: number): string => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** "19:15" → "7:15 PM", as the widget says it. */
const clock = (time: string): string => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
};

interface Detail {
  id: number;
  name: string;
  hours: { day: string; open: string; close: string }[];
  location: { address: { street: string; city: string; state: string; zip: string } };
}
interface Availability {
  status: string;
  slots: { dateTime: string; time: string }[];
}

/** Reservable merchants (the provider works: ids not divisible by 100), with their hours. */
async function reservableMerchants(request: APIRequestContext, city: string): Promise<Detail[]> {
  const search = (await (
    await request.get(`${base}/api/v2/Merchants/Search?location=${encodeURIComponent(city)}&reservations=true&pageSize=30`)
  ).json()) as { merchants: { id: number }[] };
  const ids = search.merchants.map((m) => m.id).filter((id) => id % 100 !== 0);
  return Promise.all(ids.map(async (id) => (await (await request.get(`${base}/api/v2/Merchants/${id}`)).json()) as Detail));
}

const availability = async (request: APIRequestContext, id: number, date: string, time = '19:00'): Promise<Availability> =>
  (await (
    await request.get(`${base}/api/v2/Merchants/${id}/Reservations/Availability?date=${date}&time=${time}&partySize=2`)
  ).json()) as Availability;

/** A merchant and date seating 19:00 whose 19:00 lookup answers `wanted` ("available" with slots, or "none"). */
async function findDay(
  request: APIRequestContext,
  city: string,
  wanted: 'available' | 'none',
): Promise<{ merchant: Detail; date: string; answer: Availability }> {
  for (const merchant of await reservableMerchants(request, city)) {
    for (let day = 2; day < 16; day++) {
      const date = daysAhead(day);
      if (!bookableTimes(merchant.hours, date).times.includes('19:00')) continue;
      const answer = await availability(request, merchant.id, date);
      if (wanted === 'available' ? answer.status === 'available' && answer.slots.length > 0 : answer.status === 'none')
        return { merchant, date, answer };
    }
  }
  throw new Error(`no ${wanted} evening in ${city}`);
}

const widget = (page: Page) => page.getByRole('region', { name: copy('reservation.title') });

async function signedInMember(page: Page): Promise<void> {
  const member = await freshMember(page.request, { partner: 'delta', role: 'card' });
  await signInAs(page, base, member, 'direct');
}

async function openWidget(page: Page, merchant: Detail, date: string): Promise<void> {
  await page.goto(`${base}/merchants/${merchant.id}`);
  await expectUserState(page, 'card_member');
  await widget(page).getByLabel(copy('reservation.date')).fill(date);
}

for (const [label, viewport] of Object.entries(widths)) {
  test.describe(`booking at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`${label}: only the times the restaurant seats are offered, the chosen one is pressed, the confirmation shows the details and the .ics, and the booking is cancelled from Upcoming reservations`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const { merchant, date, answer } = await findDay(page.request, 'Chicago, IL', 'available');
      await signedInMember(page);
      await openWidget(page, merchant, date);
      const section = widget(page);
      const offered = await section
        .getByLabel(copy('reservation.time'), { exact: true })
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const expected = bookableTimes(merchant.hours, date).times;
      expect(offered).toEqual(expected);
      expect(offered.length).toBeLessThan(48);
      await expect(section.getByLabel(copy('reservation.time'), { exact: true })).toHaveValue('19:00');

      await section.getByRole('button', { name: copy('reservation.find') }).click();
      const slots = section.getByRole('group', { name: copy('reservation.slots') });
      const slot = answer.slots[0]!;
      const button = slots.getByRole('button', { name: clock(slot.time) });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      // Visibly pressed: filled, unlike the others.
      if (answer.slots.length > 1) {
        const other = slots.getByRole('button', { name: clock(answer.slots[1]!.time) });
        await expect(other).toHaveAttribute('aria-pressed', 'false');
        const fill = (locator: typeof button) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
        // Polled: the fill eases in (a transition), so the first frames after the press still read white.
        const otherFill = await fill(other);
        await expect.poll(() => fill(button)).not.toBe(otherFill);
      }
      await section.getByRole('button', { name: copy('reservation.book') }).click();

      const heading = section.getByRole('heading', { name: copy('reservation.success') });
      await expect(heading).toBeFocused();
      const confirmation = section.getByRole('region', { name: copy('reservation.success') });
      const { street, city } = merchant.location.address;
      for (const text of [merchant.name, clock(slot.time), '2 people', street, city]) await expect(confirmation).toContainText(text);
      await expect(confirmation.getByText(/^OT\d{8}$/)).toBeVisible();
      await expect(confirmation).toContainText(/You'll earn about \d+ miles \+ the 50-mile reservation bonus\./);
      await expect(section.getByRole('status')).toContainText(merchant.name);
      expect(await violations(page), 'axe').toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        confirmation.getByRole('link', { name: copy('reservation.addToCalendar') }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-${date}\\.ics$`));
      const ics = await readFile(await download.path(), 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics).toContain(`DTSTART:${slot.dateTime.replaceAll('-', '').replace(':', '')}00\r\n`);
      expect(ics.replaceAll('\r\n ', '')).toContain(
        `SUMMARY:${merchant.name.replaceAll('\\', '\\\\').replaceAll(',', '\\,').replaceAll(';', '\\;')}\r\n`,
      );
      expect(ics.replaceAll('\r\n ', '')).toContain(`LOCATION:${street.replaceAll(',', '\\,')}\\, ${city}`);
      expect(ics.trimEnd().endsWith('END:VEVENT\r\nEND:VCALENDAR')).toBe(true);

      // The account overview lists it, by its anchor; Cancel asks, then it goes and is said.
      await page.goto(`${base}/account/overview`);
      const upcoming = page.getByRole('region', { name: copyDefaults['overview.reservations.title'] });
      await expect(upcoming).toBeVisible();
      const item = upcoming.getByRole('listitem').filter({ hasText: merchant.name });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(/OT\d{8}/);
      await expect(item).toHaveAttribute('id', /^reservation-\d+$/);
      await expect(item.getByRole('link', { name: copyDefaults['overview.reservations.modify'] })).toHaveAttribute(
        'href',
        new RegExp(`^/merchants/${merchant.id}\\?modify=\\d+$`),
      );
      expect(await violations(page), 'axe').toEqual([]);
      await item.getByRole('button', { name: copyDefaults['overview.reservations.cancel'] }).click();
      const dialog = page.getByRole('dialog', { name: copyDefaults['overview.reservations.cancelTitle'] });
      await expect(dialog).toContainText(merchant.name);
      await dialog.getByRole('button', { name: copyDefaults['overview.reservations.cancelConfirm'] }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Your reservation at ${merchant.name} has been canceled.`)).toBeFocused();
      await expect(upcoming).toHaveCount(0);
      const list = (await (await page.request.get(`${base}/api/Member/Reservations`)).json()) as { data: unknown[] };
      expect(list.data).toEqual([]);
    });

    test(`${label}: a fully booked evening offers the time on other days, and picking one offers that table`, async ({ page }) => {
      test.setTimeout(90_000);
      const { merchant, date } = await findDay(page.request, 'Seattle, WA', 'none');
      await signedInMember(page);
      await openWidget(page, merchant, date);
      const section = widget(page);
      await section.getByRole('button', { name: copy('reservation.find') }).click();
      await expect(section.getByText(copy('reservation.none'))).toBeVisible();
      const nextDays = section.getByRole('group', { name: copy('reservation.alternativesNext') });
      const first = nextDays.getByRole('button').first();
      await expect(first).toBeVisible();
      await expect(first).toContainText('7:00 PM');
      await first.click();
      // The form moves to that day at 19:00, and the member is asked to confirm that table.
      await expect(section.getByLabel(copy('reservation.date'))).not.toHaveValue(date);
      await expect(section.getByLabel(copy('reservation.time'), { exact: true })).toHaveValue('19:00');
      await expect(section.getByRole('heading', { name: copy('reservation.confirmTitle') })).toBeFocused();
      await expect(section.getByRole('button', { name: '7:00 PM', pressed: true })).toBeVisible();
      expect(await violations(page), 'axe').toEqual([]);
    });
  });
}

test.describe('modifying a booking', () => {
  test.use({ viewport: widths.desktop });

  test('Modify on the confirmation moves the same booking to another time (one reservation, updated), and the overview’s Modify opens it again', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { merchant, date, answer } = await findDay(page.request, 'Chicago, IL', 'available');
    test.skip(answer.slots.length < 2, 'the sandbox offered one time only');
    const [first, second] = answer.slots as [Availability['slots'][number], Availability['slots'][number]];
    await signedInMember(page);
    await openWidget(page, merchant, date);
    const section = widget(page);
    await section.getByRole('button', { name: copy('reservation.find') }).click();
    const slots = section.getByRole('group', { name: copy('reservation.slots') });
    await slots.getByRole('button', { name: clock(first.time) }).click();
    await section.getByRole('button', { name: copy('reservation.book') }).click();
    const confirmation = section.getByRole('region', { name: copy('reservation.success') });
    await expect(confirmation).toContainText(clock(first.time));

    await confirmation.getByRole('button', { name: copy('reservation.modify') }).click();
    await expect(section.getByText(/^Changing your reservation for .+ at .+\. Choose a new time and confirm\.$/)).toBeVisible();
    await section.getByRole('button', { name: copy('reservation.find') }).click();
    await slots.getByRole('button', { name: clock(second.time) }).click();
    await section.getByRole('button', { name: copy('reservation.update') }).click();
    await expect(section.getByRole('region', { name: copy('reservation.success') })).toContainText(clock(second.time));

    // The backend holds one booking, at the new time (PUT, not a second POST).
    const list = (await (await page.request.get(`${base}/api/Member/Reservations`)).json()) as {
      data: { id: unknown; dateTime: string }[];
    };
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.dateTime).toBe(second.dateTime);

    await page.goto(`${base}/account/overview`);
    const item = page.getByRole('region', { name: copyDefaults['overview.reservations.title'] }).getByRole('listitem');
    await item.getByRole('link', { name: copyDefaults['overview.reservations.modify'] }).click();
    await expect(page).toHaveURL(new RegExp(`/merchants/${merchant.id}\\?modify=`));
    await expect(widget(page).getByText(/^Changing your reservation for /)).toBeVisible();
    expect(await violations(page), 'axe').toEqual([]);
  });
});
