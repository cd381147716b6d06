import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors } from '../support/console';
import { visit } from '../support/visit';

// The token e2e/start-server.mjs gives the server (CMS_WRITE_TOKEN, else this default).
const WRITE_TOKEN = process.env.CMS_WRITE_TOKEN ?? 'e2e-write-token';
const auth = { authorization: `Bearer ${WRITE_TOKEN}` };

/** A published person, as its document file stands in the corpus the server publishes. */
function publishedPerson(uid: string) {
  const file = path.resolve(__dirname, '../../packages/cms/corpus/documents/people', `${uid}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    id: string;
    uid: string;
    tags: string[];
    data: Record<string, unknown>;
  };
}

const heading = (text: string) => [{ type: 'heading1', text, spans: [] }];

async function previewLink(request: APIRequestContext, documentId: string) {
  const answer = await request.post('/cms/migration/previews', { headers: auth });
  expect(answer.status()).toBe(201);
  const { token } = (await answer.json()) as { token: string };
  return `/preview?${new URLSearchParams({ token, documentId }).toString()}`;
}

const previewBar = (page: Page) => page.getByRole('region', { name: 'Preview' });

test('a draft shows in the browser that previews it, and nowhere else', async ({
  browser,
  request,
}) => {
  // Each run writes its own words, so a draft left by an earlier run cannot pass for this one.
  const run = Date.now().toString(36);
  const carey = publishedPerson('william-carey');
  const publishedName = 'William Carey';
  const draftName = `William Carey, revised ${run}`;
  const edited = await request.put(`/cms/migration/documents/${carey.id}`, {
    headers: auth,
    data: { title: draftName, data: { ...carey.data, title: heading(draftName) } },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const link = await previewLink(request, carey.id);

  const a = await browser.newContext();
  const b = await browser.newContext();
  const pageA = await a.newPage();
  const pageB = await b.newPage();
  const errors = collectErrors(pageA);

  // A: the CMS's preview link lands on the person's page, rendered from the draft.
  const previewed = await pageA.goto(link);
  await expect(pageA).toHaveURL(/\/timeline\/people\/william-carey$/);
  // Personal to this browser: no cache, shared or its own, may keep it.
  expect(previewed?.headers()['cache-control']).toBe('no-store, private');
  expect(previewed?.headers()['vary']).toMatch(/Cookie/i);
  await expect(pageA.getByRole('heading', { level: 1, name: draftName })).toBeVisible();
  const bar = previewBar(pageA);
  await expect(bar).toContainText('Preview');
  await expect(bar).toContainText(/Ref [0-9a-f]{8}/);
  expect(
    (await a.cookies()).find((c) => c.name === 'io.prismic.preview'),
    'the preview ref is HttpOnly',
  ).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // B, at the same time: the published page, no bar.
  const published = await visit(pageB, '/timeline/people/william-carey');
  expect(published?.headers()['cache-control']).toBe('no-cache');
  await expect(pageB.getByRole('heading', { level: 1, name: publishedName })).toBeVisible();
  await expect(pageB.getByText(draftName)).toHaveCount(0);
  await expect(previewBar(pageB)).toHaveCount(0);

  // A leaves the preview: back on the same address, published.
  await bar.getByRole('button', { name: 'Exit preview' }).click();
  await expect(pageA).toHaveURL(/\/timeline\/people\/william-carey$/);
  await expect(pageA.getByRole('heading', { level: 1, name: publishedName })).toBeVisible();
  await expect(previewBar(pageA)).toHaveCount(0);
  await expect(pageA.getByText(draftName)).toHaveCount(0);
  expect(errors).toEqual([]);
  await a.close();
  await b.close();
});

test('a document never published can be previewed at the address it will have', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36);
  const uid = `preview-person-${run}`;
  const name = `Preview Person ${run}`;
  const created = await request.post('/cms/migration/documents', {
    headers: auth,
    data: {
      title: name,
      type: 'people',
      uid,
      lang: 'en-us',
      tags: [],
      data: { ...publishedPerson('william-carey').data, title: heading(name) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const a = await browser.newContext();
  const pageA = await a.newPage();
  await pageA.goto(await previewLink(request, id));
  await expect(pageA).toHaveURL(new RegExp(`/timeline/people/${uid}$`));
  await expect(pageA.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(previewBar(pageA)).toBeVisible();

  // For everyone else the page does not exist yet.
  const b = await browser.newContext();
  const pageB = await b.newPage();
  const response = await pageB.goto(`/timeline/people/${uid}`);
  expect(response?.status()).toBe(404);
  await expect(pageB.getByRole('heading', { level: 1, name })).toHaveCount(0);
  await expect(previewBar(pageB)).toHaveCount(0);
  await a.close();
  await b.close();
});

test('a preview link the CMS did not make is refused with a page that says so', async ({
  page,
}) => {
  const forged = `http://localhost/cms/previews/eyJlIjo5OTk5OTk5OTk5OTk5fQ.${'A'.repeat(43)}`;
  const response = await page.goto(
    `/preview?${new URLSearchParams({ token: forged, documentId: 'ASiJUsymFTJn5Ig3' })}`,
  );
  expect(response?.status()).toBe(400);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This preview link is not valid' }),
  ).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('io.prismic.preview');
});
