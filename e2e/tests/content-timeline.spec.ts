import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { visit } from '../support/visit';

test('the timeline starts on season 1 with events and people shown at zoom 100', async ({ page }) => {
  const errors = collectErrors(page);
  await visit(page, '/timeline');
  await expect(page.getByRole('tab', { name: /Season 1/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: 'Events' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'People' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Zoom' })).toHaveValue('100');
  await expect(page.getByLabel('Skip by')).toHaveValue('10');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Person', { exact: true }).first()).toBeVisible();
  await expect(panel.getByText('Event', { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the timeline works from the keyboard alone', async ({ page }) => {
  await visit(page, '/timeline');
  const panel = page.getByRole('tabpanel');
  // Tabs: arrow keys move between seasons and select them.
  await page.getByRole('tab', { name: /Season 1/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Season 2/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Season 2/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /Season 3/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText(/ BC/).first()).toBeVisible();

  // Toggles: turning people off leaves events only.
  await page.getByRole('checkbox', { name: 'People' }).focus();
  await page.keyboard.press('Space');
  await expect(panel.getByText('Person', { exact: true })).toHaveCount(0);
  await expect(panel.getByText('Event', { exact: true }).first()).toBeVisible();

  // Zoom: the slider moves in steps of 1 and stops at its ends.
  const zoom = page.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(zoom).toHaveValue('99');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(zoom).toHaveValue('100');
  await page.keyboard.press('Home');
  await expect(zoom).toHaveValue('0');

  // Jump to a BC date: focus lands on the nearest entry and it is announced.
  await page.getByRole('textbox', { name: 'Jump to year' }).fill('586');
  await page.getByRole('combobox', { name: 'Era' }).selectOption('BC');
  await page.getByRole('textbox', { name: 'Jump to year' }).press('Enter');
  const focused = page.locator('.timeline-list a:focus');
  await expect(focused).toHaveCount(1);
  await expect(page.getByText(/^Jumped to 586 BC\. Nearest: /)).toBeAttached();

  // Skip time forward by 100 years moves the focus later in time.
  const before = await focused.textContent();
  await page.getByLabel('Skip by').selectOption('100');
  await page.getByRole('button', { name: 'Forward in time' }).click();
  await expect(page.getByText(/^Skipped to /)).toBeAttached();
  await expect(page.locator('.timeline-list a:focus')).not.toHaveText(before ?? '');
});

test('a bad year is refused with a message', async ({ page }) => {
  await visit(page, '/timeline');
  await page.getByRole('textbox', { name: 'Jump to year' }).fill('0');
  await page.getByRole('button', { name: 'Jump' }).click();
  await expect(page.getByRole('alert')).toHaveText(/no year 0/);
});

test('an entry opens its template, with dates in AD and BC', async ({ page }) => {
  await visit(page, '/timeline/people/abraham');
  await expect(page.locator('main')).toContainText(/BC/);
  await page.getByRole('link', { name: 'Timeline', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
});

test('a person page opens on its timeline tab, and the chosen tab carries over to the next person (shared app state)', async ({ page }) => {
  await visit(page, '/timeline/people/martin-luther');
  const tabs = page.getByRole('tablist', { name: 'About Martin Luther' });
  await expect(tabs.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
  const life = page.getByRole('tabpanel', { name: 'Timeline' });
  await expect(life.getByRole('listitem').first()).toContainText('Born');
  await expect(life.getByRole('listitem').last()).toContainText('Died');
  expect(await life.getByRole('link').count()).toBeGreaterThan(3);

  await tabs.getByRole('tab', { name: 'Articles' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Articles' }).getByRole('link').first()).toBeVisible();
  await expect(life).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Biography' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Biography' })).toBeVisible();

  // A client navigation (the router follows history) to another person keeps the tab the visitor chose.
  await page.evaluate(() => {
    history.pushState({}, '', '/timeline/people/john-calvin');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'John Calvin' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'About John Calvin' }).getByRole('tab', { name: 'Biography' })).toHaveAttribute('aria-selected', 'true');
});
