import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { severeAxeIssues } from '../support/page-checks';
import { visit } from '../support/visit';
import { contentTemplates } from './content-templates';

// One visit per template, every check on it: a visit up to a live app is most of a journey's CPU
// on a two-core machine, and axe once had a visit of its own (content-a11y.spec.ts).
for (const template of contentTemplates) {
  test(`${template.name}: real content, working links, no console errors, no serious axe issue`, async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const response = await visit(page, template.path);
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: template.heading })).toBeAttached();
    // Every template shows more than its heading: at least one paragraph, list item, question or form.
    await expect(main.locator(':is(p, li, summary, form):visible').first()).toBeVisible();
    // Every image has its intrinsic size, so nothing shifts while it loads.
    for (const img of await main.locator('img').all()) {
      await expect(img).toHaveAttribute('width', /^[1-9]\d*$/);
      await expect(img).toHaveAttribute('height', /^[1-9]\d*$/);
    }
    const hrefs = await main
      .locator('a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
    for (const href of hrefs.filter((h) => !h.startsWith('/cms/')).slice(0, 12)) {
      const linked = await request.get(href, { maxRedirects: 0 });
      expect(linked.status(), href).toBeLessThan(400);
    }
    expect(await severeAxeIssues(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('every page of the Great Controversy exists and the chapters link in order', async ({
  page,
  request,
}) => {
  for (const n of [1, 21, 42])
    expect((await request.get(`/greatcontroversy-chapter${n}`)).status()).toBe(200);
  await visit(page, '/greatcontroversy-chapter2');
  const pager = page.getByRole('navigation', { name: 'Chapters' });
  await pager.getByRole('link', { name: /^Next: 3\./ }).click();
  await expect(page).toHaveURL(/greatcontroversy-chapter3$/);
  await expect(page.getByText('Chapter 3 of 42')).toBeVisible();
  await pager.getByRole('link', { name: /^Previous: 2\./ }).click();
  await expect(page).toHaveURL(/greatcontroversy-chapter2$/);
  await expect(page.getByText('Chapter 2 of 42')).toBeVisible();
  // Spec §3: the chapter index (0-based) is kept in the shared app state. The page records it
  // once it has rendered, so the check waits for it rather than reading it the moment the URL changes.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const store = (
          globalThis as unknown as Record<symbol, { getState(): { chapterIndex: number } }>
        )[Symbol.for('site.app-state')];
        return store?.getState().chapterIndex;
      }),
    )
    .toBe(1);
});

test('the press kit offers every download and a download-all for each kind', async ({ page }) => {
  await visit(page, '/press-kit');
  const downloads = page.locator('main a[download]');
  expect(await downloads.count()).toBeGreaterThan(4);
  await expect(page.getByRole('link', { name: /^Download all/ }).first()).toBeVisible();
});

test('the team page lists featured members first, each with a bio', async ({ page }) => {
  await visit(page, '/team/');
  const members = page.locator('.team-member');
  expect(await members.count()).toBeGreaterThan(3);
  await expect(members.first()).toHaveClass(/\bfeatured\b/);
  // Being featured orders the list; it is not printed after every role.
  await expect(page.getByRole('main')).not.toContainText('· Featured');
});

// Needs the shell to know `/read/*` is client-only: routes.json (mf-config's RouteInfoPlugin) drops
// `clientOnly` today, so the shell asks for page-data and shows its 404. Reported to the lead.
test('an unknown address under /read/ offers the reading room and a search', async ({ page }) => {
  await visit(page, '/read/old/archive/luther-letters');
  await expect(page.getByRole('heading', { level: 1, name: 'Reading not found' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'reading room' })).toHaveAttribute(
    'href',
    '/read/',
  );
});

test('the footer reaches the pages no header link leads to', async ({ page }) => {
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [name, heading] of [
    ['People', 'People'],
    ['Blog', 'Blog'],
    ['Religious liberty series', 'Religious liberty series'],
    ['Great Controversy books', /Great Controversy/],
    ['About the series', 'History told where it happened'],
  ] as const) {
    await visit(page, '/');
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('a Great Controversy chapter says it is a summary and where the full text is', async ({
  page,
}) => {
  await visit(page, '/greatcontroversy-chapter1');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: 'Summary of the chapter' }),
  ).toBeVisible();
  await expect(main).not.toContainText('min read');
  await main.getByRole('link', { name: 'editions of The Great Controversy' }).click();
  await expect(page).toHaveURL(/\/gc-books$/);
});

test('/language counts episodes in words that agree with the number', async ({ page }) => {
  await visit(page, '/language');
  // The cards' texts run together in textContent, so no word boundary after the word.
  await expect(page.getByRole('main')).toContainText(/\d+ episodes?/);
  await expect(page.getByRole('main')).not.toContainText(/(^|\D)1 episodes/);
});
