import { expect, type Page } from '@playwright/test';

/** Types a card into a payment form's four fields, expiring in December two years on. */
export async function fillCard(page: Page, number: string, name: string) {
  const year = String(new Date().getUTCFullYear() + 2).slice(2);
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Expiry date (MM/YY)', { exact: true }).fill(`12/${year}`);
  await page.getByLabel('Security code', { exact: true }).fill('123');
  await page.getByLabel('Name on the card', { exact: true }).fill(name);
}

/**
 * The bank's page that a card asking for confirmation (3-D Secure) brings up in place of the card
 * form: waits until its heading has taken focus, then gives the region and the page in its frame.
 */
export async function bankChallenge(page: Page) {
  const challenge = page.getByRole('region', { name: 'Confirm the payment with your bank' });
  await expect(
    challenge.getByRole('heading', { name: 'Confirm the payment with your bank' }),
  ).toBeFocused();
  return { challenge, bank: page.frameLocator('iframe[title="Your bank\'s confirmation page"]') };
}
