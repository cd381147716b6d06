import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { ownVisitor } from '../support/own-visitor';
import { visit } from '../support/visit';
import { bankChallenge, fillCard } from './card-forms';

// The tours booking journey (issue 17): from the landing to a tour's details, then two travellers
// in one double room with the pre-extension, the deposit paid, the confirmation with what is due
// when, and the .ics. Britain's Reformers only: another journey fills Pioneers of New England.
// Then a booking whose card's bank asks to confirm (3-D Secure, issue 27), from an address of its own.

const email = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

interface Person {
  first: string;
  last: string;
  born: string;
  email?: string;
  phone?: string;
}

async function fillTraveller(group: Locator, who: Person) {
  await group.getByLabel('First name', { exact: true }).fill(who.first);
  await group.getByLabel('Last name', { exact: true }).fill(who.last);
  await group.getByLabel('Date of birth', { exact: true }).fill(who.born);
  if (who.email) await group.getByLabel('E-mail', { exact: true }).fill(who.email);
  if (who.phone) await group.getByLabel('Phone', { exact: true }).fill(who.phone);
  await group.getByLabel('Emergency contact name', { exact: true }).fill('Thomas Cranmer');
  await group.getByLabel('Emergency contact phone', { exact: true }).fill('+44 20 7946 0018');
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

test('two travellers in one double room with the pre-extension: the deposit, the confirmation and the .ics', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await visit(page, '/tours/upcoming');
  await page
    .getByRole('main')
    .getByRole('link', { name: "Britain's Reformers", exact: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: "Britain's Reformers" })).toBeVisible();
  await page.getByRole('link', { name: 'Book this tour' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Book Britain's Reformers" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tours\/britains-reformers\/booking$/);

  // Departure: the live departure of 9 May 2027 with its seats, and two travellers.
  const started = Date.now();
  await expect(stepHeading(page, 'Date and group size')).toBeVisible();
  const departures = page.getByRole('group', { name: 'Departure' });
  await departures.getByRole('radio', { name: /9 May 2027/ }).check();
  await expect(departures).toContainText(/seats left/);
  await page.getByLabel('Number of travellers', { exact: true }).selectOption('2');
  // A running total from the first step (two travellers sharing a double), as booking sites show.
  await expect(page.getByRole('region', { name: 'Running total' })).toContainText(
    /So far for 2 travellers sharing US\$[\d,]+\.\d\d/,
  );
  await page.getByRole('button', { name: 'Continue' }).click();

  // Travellers, with the hold's countdown running; a missing field is explained first.
  await expect(stepHeading(page, 'Traveller details')).toBeFocused();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:[0-5]\d$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check these' })).toBeVisible();
  const lead = page.getByRole('group', { name: 'Traveller 1 (lead traveller)' });
  await expect(lead.getByLabel('First name', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await fillTraveller(lead, {
    first: 'Hugh',
    last: 'Latimer',
    born: '1958-03-14',
    email: email('latimer'),
    phone: '+44 20 7946 0001',
  });
  await fillTraveller(page.getByRole('group', { name: 'Traveller 2' }), {
    first: 'Nicholas',
    last: 'Ridley',
    born: '1961-10-16',
  });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Rooms: the two share one double room (the first guess).
  await expect(stepHeading(page, 'Rooms')).toBeFocused();
  await expect(page.getByLabel('Room 1 occupancy', { exact: true })).toHaveValue('DOUBLE');
  await expect(page.getByLabel('Room for Hugh Latimer', { exact: true })).toHaveValue('0');
  await expect(page.getByLabel('Room for Nicholas Ridley', { exact: true })).toHaveValue('0');
  await expect(page.getByRole('button', { name: 'Remove room 1' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Extensions: the pre-tour extension.
  await expect(stepHeading(page, 'Extensions')).toBeFocused();
  await page
    .getByRole('checkbox', { name: /^Pre-tour extension: Tyndale's Gloucestershire/ })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Review: the price line by line, the deposit due now, and the policy to accept.
  await expect(stepHeading(page, 'Review')).toBeFocused();
  const price = page.getByRole('table');
  await expect(price.getByRole('row', { name: /^Total/ })).toContainText('$');
  await expect(price.getByRole('row', { name: /^Deposit/ })).toContainText('$');
  const dueNow =
    (
      await price
        .getByRole('row', { name: /^Due now/ })
        .getByRole('cell')
        .textContent()
    )?.trim() ?? '';
  expect(dueNow).toMatch(/\$\d/);
  await expect(price.getByRole('row', { name: /^Balance, due/ })).toContainText('$');
  await expect(page.getByText(/Pre: Tyndale's Gloucestershire/)).toBeVisible();
  // Said before paying: charged in the tour's currency; the visitor's (GBP) figure is a guide.
  await expect(
    page.getByText(
      `Tours are charged in US dollars (USD): your card is charged ${dueNow} now (about £`,
    ),
  ).toContainText(/\(about £[\d,]+, approximate\)\. Your bank converts it/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'accept the cancellation policy' }).first(),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the cancellation policy' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Payment of the deposit with the card that succeeds.
  await expect(stepHeading(page, 'Payment')).toBeFocused();
  // The server runs its test provider: one marked banner names the test cards.
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('4242 4242 4242 4242');
  await expect(page.getByRole('note', { name: 'Test mode' })).toHaveCount(1);
  await fillCard(page, '4242 4242 4242 4242', 'Hugh Latimer');
  await page.getByRole('button', { name: `Pay ${dueNow} and book` }).click();

  // The confirmation: reference, summary, what is due when.
  await expect(page.getByRole('heading', { level: 1, name: 'Your tour is booked' })).toBeVisible({
    timeout: 15_000,
  });
  console.log(
    `tours: "Book this tour" to the confirmation in ${Date.now() - started} ms (including typing)`,
  );
  await expect(page).toHaveURL(/\/tours\/booking-confirmed\?ref=TB-[A-Z0-9]+&token=[^&]+/);
  const reference = new URL(page.url()).searchParams.get('ref') ?? '';
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking reference ${reference}` }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText("Britain's Reformers");
  await expect(summary).toContainText('Hugh Latimer, Nicholas Ridley');
  await expect(summary).toContainText('Double room: Hugh Latimer and Nicholas Ridley');
  await expect(summary).toContainText("Tyndale's Gloucestershire");
  const due = page.getByRole('region', { name: 'What is due when' });
  await expect(due).toContainText(`Paid${dueNow}`);
  await expect(due).toContainText(/Balance(US)?\$[\d,.]+, due \d{1,2} \w+ 2027/);
  await expect(due.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute(
    'href',
    new RegExp(`^/tours/payments\\?ref=${reference}&token=`),
  );
  await expect(page.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute(
    'href',
    new RegExp(`^/tours/cancellations\\?ref=${reference}&token=`),
  );

  // The calendar file: a VCALENDAR with its time zone and a stable UID.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to your calendar (.ics)' }).click(),
  ]);
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VTIMEZONE');
  expect(ics).toMatch(/^UID:\S+/m);

  // A reload reads the booking back from the server.
  await visit(page, new URL(page.url()).pathname + new URL(page.url()).search);
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking reference ${reference}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a confirmation link with a wrong token says the booking is not found', async ({ page }) => {
  await visit(page, '/tours/booking-confirmed?ref=TB-NOSUCH&token=wrong');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Booking reference/ })).toHaveCount(0);
});

ownVisitor(
  'a card whose bank asks to confirm: failed in the bank’s page, nothing charged, then confirmed and booked once',
  async ({ page, request }) => {
    const errors = collectErrors(page);
    const lead = email('askew');
    await visit(page, '/tours/britains-reformers/booking');
    await expect(stepHeading(page, 'Date and group size')).toBeVisible();
    await page
      .getByRole('group', { name: 'Departure' })
      .getByRole('radio', { name: /9 May 2027/ })
      .check();
    await page.getByLabel('Number of travellers', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Traveller details')).toBeFocused();
    await fillTraveller(page.getByRole('group', { name: 'Traveller 1 (lead traveller)' }), {
      first: 'Anne',
      last: 'Askew',
      born: '1971-05-02',
      email: lead,
      phone: '+44 20 7946 0002',
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Rooms')).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Extensions')).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(stepHeading(page, 'Review')).toBeFocused();
    await page.getByRole('checkbox', { name: 'I accept the cancellation policy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The card that always asks for authentication: the bank's page takes the payment form's place.
    await expect(stepHeading(page, 'Payment')).toBeFocused();
    await fillCard(page, '4000 0027 6000 3184', 'Anne Askew');
    await page.getByRole('button', { name: /^Pay \S+ and book$/ }).click();
    const { challenge, bank } = await bankChallenge(page);
    await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('timer')).toBeVisible();

    // Failed at the bank: a decline, nothing charged, everything typed kept; paying again asks again.
    await bank.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(stepHeading(page, 'Your payment did not go through')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your bank could not confirm this payment' }),
    ).toContainText('nothing was charged');
    await expect(page.getByLabel('Name on the card', { exact: true })).toHaveValue('Anne Askew');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(challenge).toBeVisible();
    await bank.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your tour is booked' })).toBeVisible({
      timeout: 15_000,
    });
    const reference = new URL(page.url()).searchParams.get('ref') ?? '';
    expect(reference).toMatch(/^TB-[A-Z0-9]+$/);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Anne Askew');
    // One booking for the three submissions: one confirmation mailed.
    await expect(async () => {
      const { messages } = (await (await request.get('/api/dev/outbox')).json()) as {
        messages: { to: string; subject: string }[];
      };
      expect(
        messages
          .filter((m) => m.to === lead && m.subject.startsWith('Booking confirmed'))
          .map((m) => m.subject),
      ).toEqual([`Booking confirmed: Britain's Reformers (${reference})`]);
    }).toPass({ timeout: 10_000 });
    expect(errors).toEqual([]);
  },
);

test('the served booking form is ready before the app: not busy, and a Continue pressed then holds the seats once', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const holds: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /tourHoldCreate/.test(r.postData() ?? '')) holds.push(r.url());
  });
  await page.addInitScript(() => window.sessionStorage.setItem('donation-popup-shown', '1'));
  await page.goto('/tours/britains-reformers/booking');
  // Served with its departure chosen and nothing loading: the boot script waits for the visitor.
  await expect(page.locator('html')).toHaveAttribute('data-start', 'deferred');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Departure' }).getByRole('radio', { name: /9 May 2027/ }),
  ).toBeChecked();
  // Untouched, the app has not started: the press below is its first interaction, made before it
  // is live, so the boot script holds it and replays it once.
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Traveller details')).toBeVisible({ timeout: 15_000 });
  // The live figures came in once the app was live.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('group', { name: 'Departure' })).toContainText(/seats left/);
  expect(holds).toHaveLength(1);
  // The seats go back for the other journeys.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('button', { name: 'Start again' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
