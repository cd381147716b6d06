import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  cliBuild,
  filesOf,
  haveApps,
  removeScratch,
  repoRoot,
  scratchDir,
  scratchSite,
  seedEnv,
  SITE_URL,
} from './test-support/seed-builds';

/**
 * A warm builder over a copy of the seed corpus: its first rebuild renders every page, one with
 * nothing changed renders none, and one after an article's title changed renders that article's
 * pages with the new title, as does one after an event's title changed (on the event's person's
 * page too); its pages are then those of a full build of the edited corpus (the warm builder keeps
 * the parsed content, and the content area what it generated, from one build to the next: what it
 * kept must not show).
 * Like build-output.test.ts it needs the published apps (SITE_DIR or .site/), and runs in a process
 * of its own (the commerce area starts its storefront there).
 */
afterAll(removeScratch);

/** A site's pages (HTML and page-data), their build's time left out: a rebuild keeps unchanged pages' time. */
function pagesOf(siteDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [name, bytes] of filesOf(siteDir)) {
    if (!name.startsWith('page-sets/') || !/(index\.html|page-data\.json)$/.test(name)) continue;
    pages.set(name, bytes.toString('utf8').replace(/"builtAt":"[^"]*"/g, '"builtAt":""'));
  }
  return pages;
}

// The child: five rebuilds, an article edited before the third, an event before the fourth, two
// articles before the fifth (one named); each report a line of JSON.
const CHILD = `
const fs = require('node:fs');
const { createWarmBuilder } = require(${JSON.stringify(path.join(__dirname, 'warm-builder.ts'))});
(async () => {
  const builder = createWarmBuilder({ siteDir: process.env.SITE_DIR, siteUrl: ${JSON.stringify(SITE_URL)}, log: () => undefined, renderThreads: 1 });
  try {
    const report = async (ids) => { const r = await builder.rebuild(ids); console.log(JSON.stringify({ rendered: r.rendered, pages: r.pages, seconds: r.seconds, changedIds: r.changedIds })); };
    await report();
    await report();
    const file = process.env.EDIT_FILE;
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    doc.data.title = [{ ...doc.data.title[0], text: 'Patrick of Ireland, revised' }];
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    await report([doc.id]);
    // An event's title: its page, the timeline's and the page of the person it names change; the
    // generator, told what changed, makes only those parts again (mfe-content's KeptSections).
    const eventFile = process.env.EVENT_FILE;
    const event = JSON.parse(fs.readFileSync(eventFile, 'utf8'));
    event.data.title = [{ ...event.data.title[0], text: 'Abram leaves Haran, revised' }];
    fs.writeFileSync(eventFile, JSON.stringify(event, null, 2));
    await report([event.id]);
    // Two stories edited, one named: the one not named is found all the same, in this rebuild.
    const retitle = (file, text) => {
      const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
      doc.data.title = [{ ...doc.data.title[0], text }];
      fs.writeFileSync(file, JSON.stringify(doc, null, 2));
      return doc.id;
    };
    const named = retitle(process.env.NAMED_FILE, 'Aidan of Lindisfarne, revised');
    retitle(process.env.UNNAMED_FILE, 'Adoniram Judson, revised unnamed');
    await report([named]);
    // The same as a publish's staged build: what it was not told of is in the folder all the same.
    const stagedNamed = retitle(process.env.STAGED_NAMED_FILE, 'Abraham, staged and named');
    retitle(process.env.STAGED_UNNAMED_FILE, 'Filming in the valleys, staged unnamed');
    const staged = await builder.rebuild([stagedNamed], { stage: process.env.STAGE_DIR });
    console.log(JSON.stringify({ staged: staged.rendered }));
    // The site itself catches up.
    await report();
  } finally {
    await builder.close();
  }
})().catch((error) => { console.error(error); process.exitCode = 1; });
`;

(haveApps ? test : test.skip)(
  'a warm builder renders everything once, then nothing, then only what an edit changed',
  async () => {
    const siteDir = scratchSite('site-build-warm-');
    const documents = scratchDir('site-build-warm-docs-');
    fs.cpSync(path.join(repoRoot, 'packages/cms/corpus/documents'), documents, { recursive: true });
    const env = {
      ...seedEnv(siteDir, documents),
      EDIT_FILE: path.join(documents, 'read', 'patrick-of-ireland.json'),
      EVENT_FILE: path.join(documents, 'events', 'abram-leaves-haran.json'),
      NAMED_FILE: path.join(documents, 'read', 'aidan-and-lindisfarne.json'),
      UNNAMED_FILE: path.join(documents, 'read', 'adoniram-judson-in-burma.json'),
      STAGED_NAMED_FILE: path.join(documents, 'read', 'abraham-the-friend-of-god.json'),
      STAGED_UNNAMED_FILE: path.join(
        documents,
        'read',
        'blog-filming-in-the-waldensian-valleys.json',
      ),
      STAGE_DIR: scratchDir('site-build-warm-stage-'),
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '-e', CHILD],
      { cwd: path.dirname(__dirname), env, maxBuffer: 64 << 20 },
    );
    const [first, unchanged, edited, eventEdited, oneNamed] = stdout
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { rendered: number; pages: number; changedIds: string[] });
    expect(first!.rendered).toBe(first!.pages);
    expect(unchanged!.rendered).toBe(0);
    expect(edited!.rendered).toBeGreaterThan(0);
    expect(edited!.rendered).toBeLessThan(first!.pages / 4);
    expect(edited!.changedIds).toHaveLength(1);
    // A page of the content area's set, as the rebuild left it.
    const contentPage = (...at: string[]) => {
      const sets = path.join(siteDir, 'page-sets', 'content');
      return fs.readFileSync(
        path.join(sets, fs.readdirSync(sets)[0]!, ...at, 'index.html'),
        'utf8',
      );
    };
    expect(contentPage('read', 'patrick-of-ireland')).toContain('Patrick of Ireland, revised');
    expect(eventEdited!.rendered).toBeGreaterThan(0);
    expect(eventEdited!.rendered).toBeLessThan(first!.pages / 4);
    const person = contentPage('timeline', 'people', 'abraham');
    expect(person).toContain('Abram leaves Haran, revised');
    expect(oneNamed!.changedIds).toHaveLength(1);
    expect(contentPage('read', 'aidan-and-lindisfarne')).toContain('Aidan of Lindisfarne, revised');
    expect(contentPage('read', 'adoniram-judson-in-burma')).toContain(
      'Adoniram Judson, revised unnamed',
    );
    // The staged build wrote both stories' pages into its folder, the one it was not told of too.
    const stagedPage = (uid: string) => {
      const sets = path.join(env.STAGE_DIR, 'page-sets', 'content');
      return fs.readFileSync(
        path.join(sets, fs.readdirSync(sets)[0]!, 'read', uid, 'index.html'),
        'utf8',
      );
    };
    expect(stagedPage('abraham-the-friend-of-god')).toContain('Abraham, staged and named');
    expect(stagedPage('blog-filming-in-the-waldensian-valleys')).toContain(
      'Filming in the valleys, staged unnamed',
    );

    // The same pages as a full build of the edited corpus makes.
    const reference = scratchSite();
    await cliBuild(reference, 0, documents);
    const want = pagesOf(reference);
    const got = pagesOf(siteDir);
    expect(want.size).toBeGreaterThan(first!.pages);
    expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
    expect(
      [...want].filter(([name, text]) => got.get(name) !== text).map(([name]) => name),
    ).toEqual([]);
  },
  600_000,
);
