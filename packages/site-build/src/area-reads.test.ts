import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentSource } from '@site/contracts/generator';
import { closeWhenRead, couldChange, filesWhenRead, recordingSource } from './area-reads';
import type { PageSetManifest } from './manifest';
import { removeSiteFile, setStage, stagedRemovals, writeFileAtomic } from './page-sets';

const set = (reads: PageSetManifest['reads'], documents: Record<string, string> = {}) =>
  ({ documents, reads }) as PageSetManifest;

describe('which areas an edit can reach', () => {
  test('an area is reached by a document it was given, or one of a type it queried', () => {
    const tours = set({ types: ['tour', 'read'], any: false }, { t1: 'h' });
    expect(couldChange(tours, [{ id: 't1', types: ['tour'] }])).toBe(true);
    expect(couldChange(tours, [{ id: 'r9', types: ['read'] }])).toBe(true);
    // A document whose type changed counts under both.
    expect(couldChange(tours, [{ id: 'x', types: ['faq', 'tour'] }])).toBe(true);
    expect(couldChange(tours, [{ id: 'x', types: ['faq'] }])).toBe(false);
    expect(couldChange(tours, [])).toBe(false);
  });

  test('a set that read across types, or kept no reads (an older build), is always reached', () => {
    expect(couldChange(set({ types: [], any: true }), [{ id: 'x', types: ['faq'] }])).toBe(true);
    expect(couldChange(set(undefined), [{ id: 'x', types: ['faq'] }])).toBe(true);
  });

  test('the recording source notes the types queried, and a query across types', async () => {
    const calls: string[] = [];
    const source: ContentSource = {
      dangerouslyGetAll: async () => (calls.push('all'), []),
      getAllByType: async (type) => (calls.push(type), []),
      getSingle: async (type) => (calls.push(type), {} as never),
      getByUID: async (type) => (calls.push(type), {} as never),
    };
    const reads = { types: new Set<string>(), any: false };
    const recorded = recordingSource(source, reads);
    await recorded.getAllByType('read');
    await recorded.getSingle('home');
    await recorded.getByUID('tour', 'alps');
    expect([...reads.types].sort()).toEqual(['home', 'read', 'tour']);
    expect(reads.any).toBe(false);
    await recorded.dangerouslyGetAll();
    expect(reads.any).toBe(true);
    expect(calls).toEqual(['read', 'home', 'tour', 'all']);
  });
});

describe('a staged build', () => {
  test('writes into its stage instead of the site, and records what it removes', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-site-'));
    const stage = path.join(siteDir, '.generations', 'g');
    try {
      fs.mkdirSync(path.join(siteDir, 'pages'), { recursive: true });
      fs.writeFileSync(path.join(siteDir, 'pages', 'old.html'), 'old');
      fs.writeFileSync(path.join(siteDir, 'pages', 'sitemap.xml'), 'before');
      setStage({ siteDir, dir: stage });
      writeFileAtomic(path.join(siteDir, 'pages', 'sitemap.xml'), 'after');
      removeSiteFile(path.join(siteDir, 'pages', 'old.html'));
      removeSiteFile(path.join(siteDir, 'pages', 'never-there.html'));
      expect(stagedRemovals()).toEqual(['pages/old.html']);
      setStage(null);
      expect(fs.readFileSync(path.join(siteDir, 'pages', 'sitemap.xml'), 'utf8')).toBe('before');
      expect(fs.readFileSync(path.join(stage, 'pages', 'sitemap.xml'), 'utf8')).toBe('after');
      expect(fs.existsSync(path.join(siteDir, 'pages', 'old.html'))).toBe(true);
    } finally {
      setStage(null);
      fs.rmSync(siteDir, { recursive: true, force: true });
    }
  });
});

describe("a full build's content, closed once every area has read", () => {
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    // Long enough for any chain of resolved promises to run.
    await new Promise((resolve) => setImmediate(resolve));
    return done;
  };

  test('closes after the last area, and each area waits for the close', async () => {
    let finishClose!: () => void;
    const close = jest.fn(() => new Promise<void>((resolve) => (finishClose = resolve)));
    const reading = closeWhenRead(['content', 'tours', 'media'], close);
    const content = reading.done('content');
    // Said twice by one area, it counts once.
    reading.done('content');
    reading.done('tours');
    expect(await settled(content)).toBe(false);
    expect(close).not.toHaveBeenCalled();
    const media = reading.done('media');
    await settled(media);
    expect(close).toHaveBeenCalledTimes(1);
    // The areas go on only once the content has closed.
    expect(await settled(content)).toBe(false);
    finishClose();
    expect(await settled(content)).toBe(true);
    expect(await settled(media)).toBe(true);
    reading.done('media');
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe("a full build's areas' files", () => {
  test('an area that is done reading has its files made once every area is, before it goes on', async () => {
    const events: string[] = [];
    const reading = closeWhenRead(['content', 'media', 'shop'], async () => {
      events.push('closed');
    });
    const files = filesWhenRead(
      reading,
      (area: string) => area !== 'shop',
      async (area) => {
        events.push(`${area} files`);
        return [`${area}.json`];
      },
    );
    // The content area says it has read all it reads; it goes on only after its files are made.
    const content = files.doneReading('content').then(() => events.push('content pages'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    reading.done('shop');
    void reading.done('media');
    await content;
    expect(events).toEqual(['closed', 'content files', 'content pages']);
    // Every area's files, in order: the content area's not made again, the media area's made now.
    expect(await files.all(['content', 'media', 'shop'])).toEqual(['content.json', 'media.json']);
    expect(events).toEqual(['closed', 'content files', 'content pages', 'media files']);
    // Handed out, they are kept no longer (the build writes them and renders without them):
    // asked again, they are made again.
    expect(await files.all(['content'])).toEqual(['content.json']);
    expect(events.filter((e) => e === 'content files')).toHaveLength(2);
  });

  test("an area's files that fail fail its generator's wait, and the build's", async () => {
    const reading = closeWhenRead(['content'], async () => undefined);
    const files = filesWhenRead(
      reading,
      () => true,
      async () => {
        throw new Error('no room');
      },
    );
    await expect(files.doneReading('content')).rejects.toThrow('no room');
    await expect(files.all(['content'])).rejects.toThrow('no room');
  });
});

describe("a full build's areas' files, written as they are made", () => {
  test('are written before the area goes on to make its pages, and not kept', async () => {
    const events: string[] = [];
    const reading = closeWhenRead(['content', 'media'], async () => undefined);
    const files = filesWhenRead(
      reading,
      () => true,
      async (area: string) => {
        events.push(`${area} files`);
        return [`${area}.json`];
      },
      (made) => events.push(`wrote ${made.join(', ')}`),
    );
    const content = files.doneReading('content').then(() => events.push('content pages'));
    void reading.done('media');
    await content;
    expect(events).toEqual(['content files', 'wrote content.json', 'content pages']);
    // `all` makes and writes what is left, and hands nothing out: nothing was kept.
    expect(await files.all(['content', 'media'])).toEqual([]);
    expect(events).toEqual([
      'content files',
      'wrote content.json',
      'content pages',
      'media files',
      'wrote media.json',
    ]);
  });

  test('a file that cannot be written fails the wait, and the build', async () => {
    const reading = closeWhenRead(['content'], async () => undefined);
    const files = filesWhenRead(
      reading,
      () => true,
      async () => ['bad name'],
      () => {
        throw new Error('content: bad file name "bad name"');
      },
    );
    await expect(files.doneReading('content')).rejects.toThrow('bad file name');
    await expect(files.all(['content'])).rejects.toThrow('bad file name');
  });
});
