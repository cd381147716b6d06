import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';
import { areaPages } from '../support/areas';

for (const blocked of areaPages) {
  test(`with ${blocked.remote}'s files unreachable, the other areas still work`, async ({
    page,
  }) => {
    await page.route(`**/remotes/${blocked.remote}/**`, (route) =>
      route.abort('connectionrefused'),
    );

    await visit(page, blocked.path);
    await expect(
      page.getByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    for (const other of areaPages.filter((a) => a.remote !== blocked.remote)) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: other.nav, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();
    }

    // The area comes back as soon as its files can be reached again.
    await page.unroute(`**/remotes/${blocked.remote}/**`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: blocked.nav, exact: true })
      .click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: blocked.heading })).toBeVisible();
  });
}

test('the shell reports an area that fails to load, with its live version, and pnpm remotes can count it', async ({
  page,
}) => {
  await page.route('**/remotes/media/**', (route) => route.abort('connectionrefused'));
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/api/telemetry/remote-failure') && r.method() === 'POST',
  );
  await visit(page, '/watch');
  const body = JSON.parse((await reported).postData() ?? 'null') as {
    area: string;
    version: string | null;
    kind: string;
  };
  const live = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: Record<string, { version: string }>;
  };
  // With the token its page was served with: the server counts no report without one (issue 26).
  expect(body).toEqual({
    area: 'media',
    version: live.remotes.media?.version,
    kind: expect.stringMatching(/^(manifest|entry|chunk)$/),
    token: expect.stringMatching(/^\d{13}\./),
  });
});

test('an area whose own code throws as it loads is reported as a module failure, not unknown', async ({
  page,
}) => {
  // A release whose code is broken: its files all come, and its module throws when it is run.
  await page.route('**/remotes/media/*/remoteEntry.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: "globalThis.media = { init() {}, get() { return Promise.resolve(() => { throw new Error('media exploded as it loaded'); }); } };",
    }),
  );
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/api/telemetry/remote-failure') && r.method() === 'POST',
  );
  await visit(page, '/watch');
  const body = JSON.parse((await reported).postData() ?? 'null') as { area: string; kind: string };
  expect(body).toMatchObject({ area: 'media', kind: 'module' });
  await expect(
    page.getByRole('heading', { name: 'This part of the site is unavailable' }),
  ).toBeVisible();
});
