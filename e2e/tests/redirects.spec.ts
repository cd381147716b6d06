import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';
import { redirects } from '@site/routing/redirects';

/** Upper-cases every other letter: the table must match whatever the case. */
function mixCase(path: string): string {
  return path.replace(/[a-z]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c));
}

const exact = redirects.filter((r) => r.kind === 'exact');

test('every redirect answers 301 to its target, in any case, with or without a trailing slash', async ({
  request,
}) => {
  for (const rule of exact) {
    for (const from of [rule.from, mixCase(rule.from), `${rule.from}/`]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname, from).toBe(
        rule.to,
      );
    }
  }
  const wildcard = await request.get('/Books/GC-chapter7-notes?ref=old', { maxRedirects: 0 });
  expect(wildcard.status()).toBe(301);
  expect(wildcard.headers()['location']).toMatch(/\/greatcontroversy-chapter7-notes\?ref=old$/);
});

test('redirected pages land on their target page', async ({ page }) => {
  const samples = [
    '/GC',
    '/Meet-The-Team',
    '/tours/GV',
    '/books/gc-chapter12',
    '/Reformation/Reformers/Martin-Luther',
  ];
  for (const from of samples) {
    const target = exact.find((r) => r.from.toLowerCase() === from.toLowerCase())?.to;
    await visit(page, from);
    await expect(page, from).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
