import { createFixtureCorpus, type FixtureCorpus } from '../test-support/fixture-corpus';
import { ContentStore } from './content-store';
import { startRefWebhook } from './ref-webhook';

let corpus: FixtureCorpus;
beforeEach(() => {
  corpus = createFixtureCorpus([
    { id: 'p1', uid: 'a', type: 'people', data: {} },
    { id: 'p2', uid: 'b', type: 'people', data: {} },
  ]);
});
afterEach(() => corpus.remove());

/** Waits for `condition`, checking every 20 ms, up to a generous bound (watchers are asynchronous). */
async function until(condition: () => boolean) {
  for (let i = 0; i < 250 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the embedded CMS calls the webhook', () => {
  it('posts an api-update with the new master ref and the changed documents, once per change', async () => {
    const store = new ContentStore({
      documentsDir: corpus.documentsDir,
      customTypesDir: corpus.customTypesDir,
      log: () => undefined,
    });
    const posts: { url: string; body: Record<string, unknown> }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      posts.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return new Response('{}', { status: 202 });
    }) as unknown as typeof fetch;
    const before = store.current().ref;
    const hook = startRefWebhook({
      store,
      url: 'http://127.0.0.1:1/api/cms/webhook',
      secret: 's3cret',
      settleMs: 10,
      pollMs: 20,
      fetch: fakeFetch,
      log: () => undefined,
    });
    try {
      corpus.writeDocument({ id: 'p2', uid: 'b', type: 'people', tags: ['edited'], data: {} });
      await until(() => posts.length > 0);
      expect(posts).toHaveLength(1);
      const [post] = posts;
      expect(post!.url).toBe('http://127.0.0.1:1/api/cms/webhook');
      expect(post!.body).toMatchObject({
        type: 'api-update',
        documents: ['p2'],
        secret: 's3cret',
        releases: {},
      });
      expect(post!.body.masterRef).toBe(store.current().ref);
      expect(post!.body.masterRef).not.toBe(before);
    } finally {
      hook.stop();
      store.close();
    }
  });
});
