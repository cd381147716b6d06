import { expect, test, type Page } from '@playwright/test';
import { areaPages } from '../support/areas';
import { collectErrors } from '../support/console';
import { visit } from '../support/visit';

// Journeys of issue 7 §7: accounts, the outbox, and the one session every area sees.

const TOKEN_KEY = 'storefrontAccessToken';
const EXPIRY_KEY = 'storefrontAccessTokenExpiry';
const accountMenu = (page: Page) => page.locator('header .account-menu');

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

async function signUp(page: Page, firstName: string, email: string, password: string) {
  await visit(page, '/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.getByLabel('First name').fill(firstName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Signing up signs you in and lands on the account page.
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(accountMenu(page).getByText(firstName)).toBeVisible();
}

async function signOut(page: Page) {
  await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(accountMenu(page).getByRole('link', { name: 'Log in' })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await visit(page, '/login');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('sign up, log in, see the name in every area, and log out', async ({ page }) => {
  // A long journey (every area once): room for a busy machine.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const email = uniqueEmail('journey');
  await visit(page, '/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter a password.')).toBeVisible();

  await signUp(page, 'Katharina', email, 'von-bora-1499');
  await signOut(page);
  await logIn(page, email, 'von-bora-1499');
  await expect(accountMenu(page).getByText('Katharina')).toBeVisible();
  await expect(page.getByText('Welcome back, Katharina. You are signed in.')).toBeVisible();

  for (const area of areaPages) {
    await visit(page, area.path);
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    await expect(accountMenu(page).getByText('Katharina')).toBeVisible();
  }

  await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(accountMenu(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  expect(errors).toEqual([]);
});

test('a wrong password gets one clear message', async ({ page }) => {
  await logIn(page, uniqueEmail('nobody'), 'not-a-real-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not right.');
});

test('forgot password, read the e-mail in the outbox, reset, and log in with the new password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await signUp(page, 'Argula', email, 'first-password');
  await signOut(page);

  await visit(page, '/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toBeVisible();

  let link = '';
  await expect(async () => {
    const list = (await (await request.get('/api/dev/outbox')).json()) as {
      messages: { id: string; to: string; subject: string }[];
    };
    const entry = list.messages.find((m) => m.to === email && m.subject === 'Reset your password');
    expect(entry).toBeDefined();
    const message = (await (await request.get(`/api/dev/outbox/${entry?.id}`)).json()) as {
      text: string;
    };
    link = /https?:\/\/\S+\/reset-password\?\S+/.exec(message.text)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });

  const url = new URL(link);
  await visit(page, `${url.pathname}${url.search}`);
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password reset' })).toBeVisible();
  await expect(accountMenu(page).getByText('Argula')).toBeVisible();

  // The link is spent.
  await visit(page, `${url.pathname}${url.search}`);
  await page.getByLabel('New password', { exact: true }).fill('third-password');
  await page.getByLabel('Confirm new password').fill('third-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');

  await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
  await logIn(page, email, 'first-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await logIn(page, email, 'second-password');
  await expect(accountMenu(page).getByText('Argula')).toBeVisible();
});

test('a token that is invalid in storage leads to a silent sign-out', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(
    ({ tokenKey, expiryKey }) => {
      // Only on the first load: the test then watches the page clear them.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(tokenKey, 'f'.repeat(64));
      localStorage.setItem(expiryKey, new Date(Date.now() + 86_400_000 * 10).toISOString());
    },
    { tokenKey: TOKEN_KEY, expiryKey: EXPIRY_KEY },
  );
  await visit(page, '/shop');
  await expect(accountMenu(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), [TOKEN_KEY, EXPIRY_KEY]),
    )
    .toEqual([null, null]);
  expect(errors).toEqual([]);
});
