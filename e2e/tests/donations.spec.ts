import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { ownVisitor } from '../support/own-visitor';
import { visit } from '../support/visit';
import { bankChallenge, fillCard } from './card-forms';

// Giving journeys (issue 16): the pop-up to the receipt, declines, a monthly gift changed and
// cancelled, the history, a stranger's receipt, and a project's progress moving after a gift.

const email = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function amountStep(
  page: Page,
  amount: string,
  frequency: 'One-off' | 'Monthly' = 'One-off',
) {
  await expect(page.getByRole('heading', { level: 2, name: 'Your gift' })).toBeVisible();
  await page.getByRole('radio', { name: frequency }).check();
  await page
    .getByRole('form', { name: 'Your gift' })
    .getByLabel('Currency', { exact: true })
    .selectOption('GBP');
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function detailsStep(page: Page, who: { first: string; last: string; email: string }) {
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
  await page.getByLabel('First name', { exact: true }).fill(who.first);
  await page.getByLabel('Last name', { exact: true }).fill(who.last);
  await page.getByLabel('E-mail', { exact: true }).fill(who.email);
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function payWith(page: Page, card: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await fillCard(page, card, 'A Donor');
  await page.getByRole('button', { name: /^Give / }).click();
}

/**
 * The figure a project's page shows, e.g. "£250,748 raised of £590,551 (42%)", read in a tab of its
 * own: the pop-up shows once per tab (session storage), and the journey's tab must still get it.
 */
async function raised(opener: Page, path: string): Promise<string> {
  const page = await opener.context().newPage();
  await visit(page, path);
  const bar = page.getByRole('main').getByRole('progressbar').first();
  await expect(bar).toBeVisible();
  // The live figure replaces the content's once the API answers.
  await page.waitForLoadState('networkidle');
  const figure =
    (await bar.getAttribute('aria-valuenow')) +
    ' ' +
    ((await page.getByRole('main').locator('[id$="-label"]').first().textContent()) ?? '');
  await page.close();
  return figure;
}

test('a one-off gift from the pop-up to the receipt, and the project’s figure goes up', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const before = await raised(page, '/donate/projects/season-4-production');

  await visit(page, '/read/');
  const popup = page.getByRole('complementary', { name: 'Readers fund these stories' });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await popup.getByRole('link', { name: 'Give today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible();
  await page.getByLabel('Project', { exact: true }).selectOption('season-4-production');
  const started = Date.now();
  await amountStep(page, '500');
  await detailsStep(page, { first: 'Argula', last: 'von Grumbach', email: email('argula') });
  await payWith(page, '4242 4242 4242 4242');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your gift' }),
  ).toBeVisible();
  console.log(
    `giving: "Give" to the receipt page in ${Date.now() - started} ms (including typing)`,
  );
  const receipt = page.getByRole('region', {
    name: /^Receipt D-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
  });
  await expect(receipt).toContainText('£500.00');
  await expect(receipt).toContainText('Season 4 Production');
  await page.getByRole('link', { name: 'View and print your receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donation receipt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print this receipt' })).toBeVisible();

  const after = await raised(page, '/donate/projects/season-4-production');
  expect(after).not.toBe(before);
  expect(errors).toEqual([]);
});

test('a declined card keeps every detail, says why, and the next card goes through', async ({
  page,
}) => {
  await visit(page, '/give?project=language-spanish');
  await expect(page.getByLabel('Project', { exact: true })).toHaveValue('language-spanish');
  await amountStep(page, '20');
  await detailsStep(page, { first: 'Marie', last: 'Dentière', email: email('marie') });
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Marie');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your gift' }),
  ).toBeVisible();
});

// From an address of its own: its failed confirmation is a decline, counted per address (own-visitor.ts).
ownVisitor(
  'a card whose bank asks to confirm: cancelled, failed, then confirmed in the bank’s page, and given once',
  async ({ page }) => {
    await visit(page, '/give?project=language-spanish');
    await amountStep(page, '30');
    await detailsStep(page, { first: 'Katharina', last: 'Zell', email: email('katharina') });
    await payWith(page, '4000 0027 6000 3184');
    const { challenge, bank } = await bankChallenge(page);
    await expect(bank.getByText('£30.00')).toBeVisible();

    // Closed: nothing charged, the form says so, and paying again reopens the bank's page.
    await challenge.getByRole('button', { name: 'Cancel and return to the form' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'nothing was charged' })).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(challenge).toBeVisible();

    // Failed at the bank: declined, nothing charged; a new payment is asked to confirm again.
    await bank.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your bank could not confirm this payment' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(challenge).toBeVisible();
    await bank.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your gift' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Receipt D-/ })).toContainText('£30.00');
  },
);

test('an unknown project in the link falls back to the default with a notice; a bad amount is explained', async ({
  page,
}) => {
  await visit(page, '/give?project=no-such-thing');
  await expect(page.getByText(/could not find the project in that link/)).toBeVisible();
  await page.getByLabel(/^Amount/).fill('0.50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('The smallest gift is 1.00.');
  await expect(page.getByLabel(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
});

test('a monthly gift by a signed-in donor, changed and cancelled in recurring donations, and listed in the history', async ({
  page,
  browser,
}) => {
  // A long journey (sign-up, gift, three changes, history, a stranger): room for a busy machine.
  test.setTimeout(90_000);
  const address = email('katharina');
  await visit(page, '/signup');
  await page.getByLabel('First name', { exact: true }).fill('Katharina');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(address);
  await page.getByLabel('Password', { exact: true }).fill('wittenberg-1525');
  await page.getByLabel('Confirm password', { exact: true }).fill('wittenberg-1525');
  await page.getByRole('button', { name: 'Create account' }).click();
  // Signing up signs you in, on the account page.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.locator('header .account-menu').getByText('Katharina')).toBeVisible();

  await visit(page, '/give');
  await amountStep(page, '15', 'Monthly');
  // Prefilled from the account.
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Katharina');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(address);
  await page.getByLabel('Last name', { exact: true }).fill('von Bora');
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await page.getByRole('button', { name: 'Continue' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your gift' }),
  ).toBeVisible();
  await expect(page.getByText(/monthly gift will next be charged/)).toBeVisible();
  const receiptPath = new URL(page.url()).searchParams.get('id');

  await page.getByRole('link', { name: 'your recurring donations' }).click();
  const gift = page.getByRole('region', { name: /Monthly gift to/ });
  await expect(gift).toContainText('Active');
  await gift.getByLabel('New amount (GBP)', { exact: true }).fill('20');
  await gift.getByRole('button', { name: 'Change amount' }).click();
  await expect(gift.getByRole('status')).toHaveText('The amount is changed.');
  await expect(gift).toContainText('£20.00');
  // Another tab changes the gift: this one, now stale, is refused, says so and shows the gift as it is.
  const other = await page.context().newPage();
  await visit(other, '/recurring-donations');
  const there = other.getByRole('region', { name: /Monthly gift to/ });
  await there.getByLabel('New amount (GBP)', { exact: true }).fill('25');
  await there.getByRole('button', { name: 'Change amount' }).click();
  await expect(there.getByRole('status')).toHaveText('The amount is changed.');
  await other.close();
  await gift.getByRole('button', { name: 'Pause' }).click();
  await expect(gift.getByRole('status')).toContainText('This gift was changed elsewhere');
  await expect(gift).toContainText('£25.00');
  await expect(gift).toContainText('Active');
  await gift.getByRole('button', { name: 'Cancel gift' }).click();
  await gift.getByRole('button', { name: 'Yes, cancel this gift' }).click();
  await expect(gift).toContainText('Cancelled');
  // Read back from the server, not just shown: a reload says the same.
  await visit(page, '/recurring-donations');
  await expect(page.getByRole('region', { name: /Monthly gift to/ })).toContainText('Cancelled');

  await visit(page, '/donation-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Donation history' })).toBeVisible();
  await expect(page.getByRole('table').last().getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').first()).toContainText('£15.00');

  // Another visitor cannot open this receipt: the same "not found" as for an id that does not exist.
  const stranger = await browser.newPage();
  await visit(stranger, `/donate-transactions/${receiptPath}`);
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'Receipt not found' }),
  ).toBeVisible();
  await visit(stranger, '/donate-transactions/does-not-exist');
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'Receipt not found' }),
  ).toBeVisible();
  await stranger.close();
});

test('a visitor on the donor pages is asked to log in', async ({ page }) => {
  await visit(page, '/recurring-donations');
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
  await visit(page, '/donation-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Donation history' })).toBeVisible();
  await expect(page.getByText(/to see your donations and receipts/)).toBeVisible();
});
