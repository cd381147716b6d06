import { expect, test, type Locator, type Page } from '@playwright/test';
import { visit } from '../support/visit';

// Issue 31: toasts covered the Cart and Menu buttons on a phone for 3 s, the menu's close button while
// it was open, and the main navigation on desktop. They stay at the top (spec §8) but under the
// header row, so no box of a toast may meet the box of any control in the banner.

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function raiseToast(page: Page, message: string, own = false) {
  await page.evaluate(
    ([text, withOptions]) => {
      const bus = (
        globalThis as unknown as Record<symbol, { emit: (t: string, p: unknown) => void }>
      )[Symbol.for('site.event-bus')];
      bus?.emit('toast.requested', {
        message: text,
        kind: 'info',
        ...(withOptions ? { options: {} } : {}),
      });
    },
    [message, own] as const,
  );
}

/** Every visible button, link and select in the banner, with its name for the failure message. */
async function headerControls(page: Page) {
  const banner = page.getByRole('banner');
  // The cart widget mounts after the app starts; the controls are counted once it is there.
  await expect(banner.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  const controls: { name: string; box: Box }[] = [];
  for (const role of ['button', 'link', 'combobox'] as const) {
    for (const control of await banner.getByRole(role).all()) {
      if (!(await control.isVisible())) continue;
      const box = await control.boundingBox();
      if (!box) continue;
      const name = `${role} "${((await control.textContent()) ?? '').trim() || (await control.getAttribute('aria-label')) || '?'}"`;
      controls.push({ name, box });
    }
  }
  return controls;
}

async function expectClear(toast: Locator, controls: { name: string; box: Box }[]) {
  const page = toast.page();
  await expect(toast).toBeVisible();
  // Where it rests, not where its entrance animation starts (far above the screen).
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await toast.boundingBox();
  expect(box, 'the toast has a box').not.toBeNull();
  // At the top still (its top edge within the first fifth of the screen), and under the header row.
  const banner = (await page.getByRole('banner').boundingBox())!;
  const rowBottom = banner.y + banner.height;
  expect(box!.y).toBeLessThan(170);
  expect(box!.y).toBeGreaterThanOrEqual(rowBottom);
  for (const control of controls) {
    // The header row's controls: the toast's box never meets theirs.
    if (control.box.y < rowBottom)
      expect(intersects(box!, control.box), `the toast covers the ${control.name}`).toBe(false);
    // Every control (an open menu's links too): a tap at its centre reaches it, not the toast.
    const reached = await page.evaluate(
      ({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return hit ? !hit.closest('.Toastify') && !!hit.closest('header') : false;
      },
      { x: control.box.x + control.box.width / 2, y: control.box.y + control.box.height / 2 },
    );
    expect(reached, `a tap on the ${control.name} lands on the toast`).toBe(true);
  }
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a toast covers neither the Cart nor the Menu button', async ({ page }) => {
    await visit(page, '/');
    const controls = await headerControls(page);
    expect(controls.map((c) => c.name).join(', ')).toMatch(/Cart/);
    expect(controls.map((c) => c.name).join(', ')).toMatch(/Menu/);
    await raiseToast(page, 'Saved for later');
    await expectClear(page.getByRole('alert').filter({ hasText: 'Saved for later' }), controls);
    // An area's own toast (the library's top-right) keeps clear as well.
    await raiseToast(page, 'Saved by an area', true);
    await expectClear(page.getByRole('alert').filter({ hasText: 'Saved by an area' }), controls);
  });

  test('with the menu open, a toast leaves its close button free', async ({ page }) => {
    await visit(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const controls = await headerControls(page);
    const closeBox = await menu.boundingBox();
    await raiseToast(page, 'Saved for later');
    const toast = page.getByRole('alert').filter({ hasText: 'Saved for later' });
    await expectClear(toast, controls);
    expect(intersects((await toast.boundingBox())!, closeBox!)).toBe(false);
    // And the button still takes the tap: the menu closes.
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a toast covers none of the main navigation or the header tools', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Timeline' })).toBeVisible();
    const controls = await headerControls(page);
    // The navigation's links are among the controls checked.
    expect(controls.filter((c) => c.name.startsWith('link')).length).toBeGreaterThan(4);
    await raiseToast(page, 'Saved for later');
    await raiseToast(page, 'Saved by an area', true);
    await expectClear(page.getByRole('alert').filter({ hasText: 'Saved for later' }), controls);
    await expectClear(page.getByRole('alert').filter({ hasText: 'Saved by an area' }), controls);
  });
});
