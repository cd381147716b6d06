import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';
import { areaPages } from '../support/areas';
import { collectErrors } from '../support/console';

test('a visitor moves through all five areas without a full reload, and each change is announced', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // A marker on window survives client navigation only; a full reload would wipe it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const announcer = page.locator('#route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'assertive');
  for (const area of areaPages) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: area.nav, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${area.path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    if (area.proof) await expect(area.proof(page)).toBeVisible();
    await expect(announcer).toHaveText(`Navigated to ${area.heading}`);
  }
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(errors).toEqual([]);
});

test('the announcer falls back to the document title and stays silent on the first page', async ({
  page,
}) => {
  await visit(page, '/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.locator('#route-announcer')).toHaveText('');
  await expect(page).toHaveTitle(/About us/);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await visit(page, '/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('on a narrow screen the main navigation sits behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await visit(page, '/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menu.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Timeline' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
});

test('a toast raised through the bus appears at the top', async ({ page }) => {
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The bus is a global singleton; this is what any remote does to raise a toast.
  await page.evaluate(() => {
    const bus = (
      globalThis as unknown as Record<symbol, { emit: (t: string, p: unknown) => void }>
    )[Symbol.for('site.event-bus')];
    bus?.emit('toast.requested', { message: 'Saved for later', kind: 'success' });
  });
  const toast = page.getByText('Saved for later');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box?.y ?? 999).toBeLessThan(200);
});

test('a toast an area raises with its own options takes the library defaults: top-right, and gone after about 5 s', async ({
  page,
}) => {
  await visit(page, '/');
  await page.evaluate(() => {
    const bus = (
      globalThis as unknown as Record<symbol, { emit: (t: string, p: unknown) => void }>
    )[Symbol.for('site.event-bus')];
    bus?.emit('toast.requested', { message: 'Shell reading', kind: 'info' });
    bus?.emit('toast.requested', { message: 'Library reading', kind: 'info', options: {} });
  });
  const shell = page.getByText('Shell reading');
  const area = page.getByText('Library reading');
  await expect(shell).toBeVisible();
  await expect(area).toBeVisible();
  const width = page.viewportSize()?.width ?? 1280;
  const areaBox = await area.boundingBox();
  const shellBox = await shell.boundingBox();
  // The library's top-right against the shell's top centre.
  expect((areaBox?.x ?? 0) + (areaBox?.width ?? 0)).toBeGreaterThan(width * 0.8);
  expect(Math.abs((shellBox?.x ?? 0) + (shellBox?.width ?? 0) / 2 - width / 2)).toBeLessThan(
    width * 0.2,
  );
  // 3000 ms against 5000 ms: the shell's goes first.
  // (Each timer runs in the same page, so their order holds however busy the machine is.)
  await expect(shell).toBeHidden({ timeout: 8_000 });
  await expect(area).toBeVisible();
  await expect(area).toBeHidden({ timeout: 8_000 });
});
