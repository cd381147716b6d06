import { expect, test, type Page } from '@playwright/test';
import { visit } from '../support/visit';
import { fillCard } from './card-forms';

// A phone's width: no page may scroll sideways (a form control pushed past the edge is cut off, as the
// search page's button was). Carousels and the timeline scroll inside their own boxes, which is fine.
test.use({ viewport: { width: 390, height: 844 } });

const PAGES = [
  '/',
  '/search?q=luther',
  '/read/martin-luther',
  '/timeline',
  '/watch',
  '/podcast',
  '/shop',
  '/shop/products/heritage-t-shirt',
  '/donate',
  '/give',
  '/tours/britains-reformers',
  '/tours/britains-reformers/booking',
  '/tours/participation-interest',
  '/login',
  '/contact',
  '/404',
  // Signed out, the donor pages say how to log in; signed in, below, they list the donor's gifts.
  '/donation-history',
  '/recurring-donations',
];

/** How far the page scrolls sideways at the current width: 0 when it fits. */
async function overflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth - clientWidth;
}

for (const path of PAGES) {
  test(`${path} fits a 390 px screen without scrolling sideways`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Content that arrives after the app starts (search results, departures) is part of the check.
    await page.waitForLoadState('networkidle');
    const wider = await overflow(page);
    expect(wider, `${path} is ${wider} px wider than the screen`).toBeLessThanOrEqual(0);
  });
}

// Every page a signed-in visitor sees, with something in it: an account with a monthly gift, so the
// history's tables, the recurring gift's controls and the receipt have rows to lay out.
test('every signed-in page fits a 390 px screen without scrolling sideways', async ({ page }) => {
  // Sign-up, a gift and six pages: room for a busy machine.
  test.setTimeout(90_000);
  const address = `narrow-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  await visit(page, '/signup');
  await page.getByLabel('First name', { exact: true }).fill('Argula');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(address);
  await page.getByLabel('Password', { exact: true }).fill('grumbach-1523');
  await page.getByLabel('Confirm password', { exact: true }).fill('grumbach-1523');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  await visit(page, '/give');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page
    .getByRole('form', { name: 'Your gift' })
    .getByLabel('Currency', { exact: true })
    .selectOption('GBP');
  await page.getByLabel(/^Amount/).fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Last name', { exact: true }).fill('von Grumbach');
  await page.getByLabel('Country', { exact: true }).selectOption('DE');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  // The payment form, signed in, on a phone: its one test-mode banner fits too.
  await expect(page.getByRole('note', { name: 'Test mode' })).toHaveCount(1);
  expect(await overflow(page), 'the payment step is wider than the screen').toBeLessThanOrEqual(0);
  await fillCard(page, '4242 4242 4242 4242', 'A von Grumbach');
  await page.getByRole('button', { name: /^Give / }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your gift' }),
  ).toBeVisible();
  const receipt = new URL(page.url()).searchParams.get('id');
  expect(receipt).toBeTruthy();

  const signedIn: Array<{ path: string; proof: (p: Page) => ReturnType<Page['getByRole']> }> = [
    {
      path: page.url().replace(/^https?:\/\/[^/]+/, ''),
      proof: (p) => p.getByRole('heading', { level: 1, name: 'Thank you for your gift' }),
    },
    { path: '/account', proof: (p) => p.getByRole('heading', { level: 1, name: 'Your account' }) },
    { path: '/donation-history', proof: (p) => p.getByRole('table').first() },
    {
      path: '/recurring-donations',
      proof: (p) => p.getByRole('region', { name: /Monthly gift to/ }),
    },
    {
      path: `/donate-transactions/${receipt}`,
      proof: (p) => p.getByRole('region', { name: /^Receipt D-/ }),
    },
    { path: '/give', proof: (p) => p.getByRole('heading', { level: 2, name: 'Your gift' }) },
  ];
  for (const { path, proof } of signedIn) {
    await test.step(path, async () => {
      await visit(page, path);
      await expect(proof(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      const wider = await overflow(page);
      expect.soft(wider, `${path} is ${wider} px wider than the screen`).toBeLessThanOrEqual(0);
    });
  }
});
