import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { visit } from '../support/visit';

const entries = (page: Page) => page.getByRole('list', { name: 'Entries' });
const zoom = (page: Page, name: 'Centuries' | 'Decades' | 'Years') =>
  page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name });

test('the timeline draws season 1 as era bands and cards, with events and people shown', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await visit(page, '/timeline');
  await expect(page.getByRole('tab', { name: /Season 1/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('checkbox', { name: 'Events' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'People' })).toBeChecked();
  await expect(zoom(page, 'Years')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Skip by')).toHaveValue('10');
  // Periods and sub-periods as labelled bands.
  const bands = page.getByRole('list', { name: 'Periods' });
  await expect(bands.getByText(/^The Middle Ages/)).toBeVisible();
  await expect(bands.getByText(/^The Celtic Church and the Waldenses/)).toBeVisible();
  // An event card: its date and title; a person: the lifespan.
  const patrick = entries(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Patrick begins his mission in Ireland' }) })
    .last();
  await expect(patrick).toContainText('432');
  await expect(patrick.getByText('Event', { exact: true })).toBeVisible();
  await expect(
    entries(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Columba', exact: true }) })
      .last(),
  ).toContainText('Lived 521–597');
  expect(errors).toEqual([]);
});

test('at 390 px the controls fold into one bar and the first entry shows on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/timeline');
  const first = entries(page).getByRole('link').first();
  await expect(first).toBeInViewport();
  const box = await first.boundingBox();
  expect(box && box.y + box.height).toBeLessThan(844);
  // Season, filters, skip span and jump sit in a sheet behind "Filters".
  await expect(page.getByRole('checkbox', { name: 'Events' })).toBeHidden();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('checkbox', { name: 'Events' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Season 2/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Events' })).toBeHidden();
});

test('zoom changes the scale, crowded rows cluster and a cluster opens on click', async ({
  page,
}) => {
  await visit(page, '/timeline');
  await expect(entries(page).getByRole('heading', { name: 'AD 1517' })).toHaveCount(0);
  await zoom(page, 'Centuries').click();
  await expect(zoom(page, 'Centuries')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/zoom=century/);
  const heading = entries(page).getByRole('heading', { name: '1500s' });
  // Rows are drawn as they scroll into reach (windowing): scroll down to the sixteenth century.
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(heading).toBeInViewport({ timeout: 300 });
  }).toPass({ timeout: 10_000 });
  const row = entries(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '1500s' }) });
  const cluster = row.getByRole('button', { name: /entries/ });
  await expect(cluster).toHaveAttribute('aria-expanded', 'false');
  await expect(row.getByRole('link')).toHaveCount(0);
  await cluster.click();
  await expect(row.getByRole('link').first()).toBeFocused();
  expect(await row.getByRole('link').count()).toBeGreaterThan(3);
  await zoom(page, 'Decades').click();
  await expect(entries(page).getByRole('heading', { name: '1510s' })).toBeVisible();
});

test('a link to 1517 at decade zoom opens there, and moving along keeps the address without adding history', async ({
  page,
}) => {
  await visit(page, '/timeline?season=season-1&zoom=decade&at=1517');
  await expect(zoom(page, 'Decades')).toHaveAttribute('aria-pressed', 'true');
  // The 1517 entry itself is on the screen (its row opened), not just its decade's heading.
  await expect(
    entries(page).getByRole('link', { name: 'The Ninety-five Theses' }),
  ).toBeInViewport();
  await expect(page.getByRole('heading', { name: '1510s' })).toBeVisible();
  const length = await page.evaluate(() => history.length);
  await zoom(page, 'Centuries').click();
  await expect(page).toHaveURL(/zoom=century/);
  await page.mouse.wheel(0, 1500);
  await expect(page).toHaveURL(/at=\d+/);
  expect(await page.evaluate(() => history.length)).toBe(length);
});

test('a link to 1517 at decade zoom shows the 1517 entry itself and keeps the address as given', async ({
  page,
}) => {
  await visit(page, '/timeline?zoom=decade&at=1517');
  await expect(zoom(page, 'Decades')).toHaveAttribute('aria-pressed', 'true');
  const row = entries(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '1510s' }) });
  // The 1510s are open, not one folded card hiding 1517.
  await expect(row.getByRole('button', { name: /entries/ })).toHaveCount(0);
  const theses = row.getByRole('link', { name: 'The Ninety-five Theses' });
  await expect(theses).toBeInViewport();
  await expect(
    entries(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'The Ninety-five Theses' }) })
      .last(),
  ).toContainText('1517');
  // The scroll the link caused settles (the address follows settled scrolls after 250 ms) without
  // rewriting the year it names.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 800)));
  expect(new URL(page.url()).searchParams.get('at')).toBe('1517');
  expect(new URL(page.url()).searchParams.get('zoom')).toBe('decade');
});

test('at 390 px the era gutter is narrow and the cards keep their titles and dates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/timeline');
  const list = await entries(page).boundingBox();
  // The gutter (era bands, life bars, the axis line) takes under a fifth of the screen.
  expect(list!.x).toBeLessThan(390 / 5);
  const cards = entries(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 6)) {
    const cut = await card.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('.timeline-card-meta, .timeline-card-title')]
        .filter(
          (part) =>
            part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1,
        )
        .map((part) => part.textContent),
    );
    expect(cut, 'text cut off in a card').toEqual([]);
  }
  // The bands are still there for assistive technology, named.
  await expect(
    page.getByRole('list', { name: 'Periods' }).getByText(/^The Middle Ages/),
  ).toBeAttached();
});

test('at 1280 px no two era band labels overlap', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/timeline?zoom=decade&at=1517');
  const labels = page.getByRole('list', { name: 'Periods' }).getByRole('listitem');
  await expect(labels.first()).toBeVisible();
  const boxes = (
    await Promise.all(
      (await labels.all()).map(async (band) => ({
        name: (await band.textContent()) ?? '',
        box: await band.locator('span').first().boundingBox(),
      })),
    )
  ).filter((b) => b.box && b.box.height > 0);
  expect(boxes.length).toBeGreaterThan(2);
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        a.box!.x < b.box!.x + b.box!.width &&
        b.box!.x < a.box!.x + a.box!.width &&
        a.box!.y < b.box!.y + b.box!.height &&
        b.box!.y < a.box!.y + a.box!.height;
      expect(overlap, `"${a.name}" overlaps "${b.name}"`).toBe(false);
    }
});

test('the timeline works from the keyboard alone, announcing each entry', async ({ page }) => {
  await visit(page, '/timeline');
  // Tabs: arrow keys move between seasons and select them.
  await page.getByRole('tab', { name: /Season 1/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Season 2/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Season 2/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /Season 3/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/season=season-3/);
  await expect(entries(page).getByText(/ BC/).first()).toBeVisible();

  // Toggles: turning people off leaves events only.
  await page.getByRole('checkbox', { name: 'People' }).focus();
  await page.keyboard.press('Space');
  await expect(entries(page).getByText('Person', { exact: true })).toHaveCount(0);
  await expect(entries(page).getByText('Event', { exact: true }).first()).toBeVisible();

  // Entries: one tab stop; arrow keys move between them and the announcer reads each.
  const first = entries(page).getByRole('link').first();
  await first.focus();
  const firstTitle = await first.textContent();
  await page.keyboard.press('ArrowDown');
  const second = page.locator('[data-stop]:focus');
  await expect(second).toHaveCount(1);
  await expect(second).not.toHaveText(firstTitle ?? '');
  await expect(second).toHaveAttribute('tabindex', '0');
  await expect(first).toHaveAttribute('tabindex', '-1');
  await expect(
    page.getByText(
      new RegExp(
        `^Event, .*: ${(await second.textContent())?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`,
      ),
    ),
  ).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();

  // Jump to a BC date: focus lands on the nearest entry and it is announced.
  await page.getByRole('textbox', { name: 'Jump to year' }).fill('586');
  await page.getByRole('combobox', { name: 'Era' }).selectOption('BC');
  await page.getByRole('textbox', { name: 'Jump to year' }).press('Enter');
  const focused = entries(page).locator('a:focus');
  await expect(focused).toHaveCount(1);
  await expect(page.getByText(/^Jumped to 586 BC\. Nearest: /)).toBeAttached();
  await expect(page).toHaveURL(/at=-586/);

  // Skip time forward by 100 years moves the focus later in time.
  const before = await focused.textContent();
  await page.getByLabel('Skip by').selectOption('100');
  await page.getByRole('button', { name: 'Forward in time' }).click();
  await expect(page.getByText(/^Skipped to /)).toBeAttached();
  await expect(entries(page).locator('a:focus')).not.toHaveText(before ?? '');
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

test('a person page opens on its timeline tab, and the chosen tab carries over to the next person (shared app state)', async ({
  page,
}) => {
  await visit(page, '/timeline/people/martin-luther');
  const tabs = page.getByRole('tablist', { name: 'About Martin Luther' });
  await expect(tabs.getByRole('tab', { name: 'Timeline' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const life = page.getByRole('tabpanel', { name: 'Timeline' });
  await expect(life.getByRole('listitem').first()).toContainText('Born');
  await expect(life.getByRole('listitem').last()).toContainText('Died');
  expect(await life.getByRole('link').count()).toBeGreaterThan(3);

  await tabs.getByRole('tab', { name: 'Articles' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Articles' }).getByRole('link').first(),
  ).toBeVisible();
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
  await expect(
    page
      .getByRole('tablist', { name: 'About John Calvin' })
      .getByRole('tab', { name: 'Biography' }),
  ).toHaveAttribute('aria-selected', 'true');
});

test("another season's entries come from that season's file, fetched when its tab is pointed at, with a retry when it fails", async ({
  page,
}) => {
  const errors = collectErrors(page, [/503/]);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/files/content/timeline-')) asked.push(new URL(r.url()).pathname);
  });
  await visit(page, '/timeline');
  // Season 1 is in the page itself; no other season's entries are, and none is fetched yet.
  await expect(entries(page).getByRole('link', { name: 'Columba', exact: true })).toBeAttached();
  const html = await (await page.request.get('/timeline')).text();
  expect(html).not.toContain('Abram leaves Haran');
  expect(html).not.toContain('The Northampton revival');
  expect(asked).toEqual([]);

  // Pointing at Season 2 fetches it; choosing it draws it from what came.
  await page.getByRole('tab', { name: /Season 2/ }).hover();
  await expect.poll(() => asked).toEqual(['/files/content/timeline-season-2.json']);
  await page.getByRole('tab', { name: /Season 2/ }).click();
  await expect(entries(page).getByRole('link', { name: 'The Northampton revival' })).toBeAttached();
  await expect(entries(page).getByRole('link', { name: 'Columba', exact: true })).toHaveCount(0);

  // Season 3's file fails: the page says so, and Try again draws it once the file is there.
  await page.route('**/files/content/timeline-season-3.json', (route) =>
    route.fulfill({ status: 503, body: 'unavailable' }),
  );
  await page.getByRole('tab', { name: /Season 3/ }).click();
  await expect(page.getByRole('alert')).toContainText('Season 3 could not be loaded');
  await page.unroute('**/files/content/timeline-season-3.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(entries(page).getByRole('link', { name: 'Abram leaves Haran' })).toBeAttached();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a link into another season opens there once its file is in: the 586 BC entry itself, the address as given', async ({
  page,
}) => {
  await visit(page, '/timeline?season=season-3&zoom=decade&at=-586');
  await expect(page.getByRole('tab', { name: /Season 3/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(entries(page).getByRole('link', { name: 'The fall of Jerusalem' })).toBeInViewport();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 800)));
  const url = new URL(page.url());
  expect(url.searchParams.get('season')).toBe('season-3');
  expect(url.searchParams.get('at')).toBe('-586');
});

test('a link into another season keeps its address while the season is slow to come: what moves the axis meanwhile is not the visitor', async ({
  page,
}) => {
  // On a busy phone the page is laid out again while Season 3's file is on its way; that moved the
  // axis far enough to count as a scroll, and the address lost its year before the entry was drawn.
  await page.route('**/files/content/timeline-season-3.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await visit(page, '/timeline?season=season-3&zoom=decade&at=-586');
  await expect(entries(page).getByRole('link', { name: 'The fall of Jerusalem' })).toBeInViewport();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 800)));
  expect(new URL(page.url()).searchParams.get('at')).toBe('-586');
  // The visitor's own scroll is still followed.
  await page.mouse.wheel(0, 1500);
  await expect(page).not.toHaveURL(/at=-586/);
  await expect(page).toHaveURL(/at=-?\d+/);
});
