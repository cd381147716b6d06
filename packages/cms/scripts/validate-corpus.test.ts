import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docId } from '../corpus/lib/ids';
import { formatDuration, mp3Duration } from '../corpus/lib/mp3-duration';
import { podcastAudioDir } from '../corpus/src/b/lib/podcast-audio';
import { PODCAST_CLIPS } from '../../api/src/podcasts/podcast-catalogue';
import { viewOf } from './add-image-views';
import { makeFixture } from './corpus-check/fixture';
import { packageDirs, validateCorpus } from './validate-corpus';

type Doc = { data: Record<string, unknown> } & Record<string, unknown>;
const clone = (value: unknown): Doc => JSON.parse(JSON.stringify(value)) as Doc;

describe('validateCorpus on a fixture corpus', () => {
  it('accepts a valid corpus and counts its documents', () => {
    const { dirs } = makeFixture();
    expect(validateCorpus(dirs)).toEqual({ problems: [], counts: { about: 1, article: 2 } });
  });

  it('names the file and field of a broken document link', () => {
    const { dirs, write, article } = makeFixture();
    const doc = clone(article);
    doc.data.related = [{ item: { link_type: 'Document', id: docId('article', 'missing') } }];
    write('documents/article/first.json', doc);
    const { problems } = validateCorpus(dirs);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^article\/first\.json: data\.related\[0\]\.item: broken Document link/,
    );
  });

  it('rejects a link to a type the field does not allow', () => {
    const { dirs, write, article } = makeFixture();
    const doc = clone(article);
    doc.data.related = [{ item: { link_type: 'Document', id: docId('about', null) } }];
    write('documents/article/first.json', doc);
    expect(validateCorpus(dirs).problems).toEqual([
      expect.stringContaining('data.related[0].item: links to a "about" document'),
    ]);
  });

  it('rejects unknown keys, missing fields and wrong shapes', () => {
    const { dirs, write, article } = makeFixture();
    const doc = clone(article);
    doc.data.subtitle = 'not in the model';
    delete doc.data.related;
    doc.data.title = [{ type: 'paragraph', text: 'Hi', spans: [{ start: 0, end: 9, type: 'em' }] }];
    write('documents/article/first.json', doc);
    const { problems } = validateCorpus(dirs);
    expect(problems).toEqual(
      expect.arrayContaining([
        'article/first.json: data.subtitle: is not a field of the model',
        'article/first.json: data.related: is missing (store empty fields as Prismic does)',
        'article/first.json: data.title[0]: block type "paragraph" is not allowed here',
        'article/first.json: data.title[0].spans[0]: span range 0..9 is outside 0..2',
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('rejects a title that holds a paragraph', () => {
    const { dirs, write, article } = makeFixture();
    const doc = clone(article);
    doc.data.title = [
      {
        type: 'heading1',
        text: 'First steps The first years were hard, and the work went slowly for a long time.',
        spans: [],
      },
    ];
    write('documents/article/first.json', doc);
    expect(validateCorpus(dirs).problems).toEqual([
      expect.stringMatching(/^article\/first\.json: data\.title\[0\]: heading has 16 words/),
    ]);
  });

  it('rejects a select value outside its options inside a slice', () => {
    const { dirs, write, article } = makeFixture();
    const doc = clone(article);
    (doc.data.body as { primary: Record<string, unknown> }[])[0]!.primary.background_colour =
      'Blue';
    write('documents/article/first.json', doc);
    expect(validateCorpus(dirs).problems).toEqual([
      'article/first.json: data.body[0].primary.background_colour: "Blue" is not one of Light, Black, Grey',
    ]);
  });

  it('checks ids, uids and singleton storage', () => {
    const { dirs, write, article } = makeFixture();
    write('documents/article/first.json', { ...clone(article), id: 'made-up' });
    write('documents/about/about.json', {
      ...clone(article),
      id: docId('about', 'about'),
      type: 'about',
      uid: 'about',
      data: { title: [] },
    });
    const { problems } = validateCorpus(dirs);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^article\/first\.json: id: "made-up" is not docId/),
        'about/about.json: uid: a singleton is stored with uid null',
      ]),
    );
  });

  it('checks image files and their dimensions', () => {
    const { dirs, write, article } = makeFixture();
    const doc = clone(article);
    doc.data.hero = {
      url: '/cms/images/read/hero.svg',
      dimensions: { width: 1600, height: 900 },
      alt: null,
      copyright: null,
    };
    write('documents/article/first.json', doc);
    write('documents/article/second.json', {
      ...clone(article),
      id: docId('article', 'second'),
      uid: 'second',
      data: {
        ...doc.data,
        hero: {
          url: '/cms/images/read/gone.svg',
          dimensions: { width: 1, height: 1 },
          alt: null,
          copyright: null,
        },
      },
    });
    const { problems } = validateCorpus(dirs);
    expect(problems).toEqual([
      'article/first.json: data.hero: image dimensions 1600x900 do not match 800x450 of "/cms/images/read/hero.svg"',
      'article/second.json: data.hero: image file for "/cms/images/read/gone.svg" does not exist',
    ]);
  });
});

describe('image views', () => {
  it('requires every thumbnail the model declares, stored with its crop', () => {
    const fixture = makeFixture();
    const model = JSON.parse(
      readFileSync(join(fixture.dirs.customTypesDir, 'article/index.json'), 'utf8'),
    );
    model.json.Main.hero.config.thumbnails = [{ name: 'card', width: 640, height: 360 }];
    fixture.write('customtypes/article/index.json', model);
    expect(validateCorpus(fixture.dirs).problems).toEqual([
      expect.stringContaining('data.hero.card: is missing'),
    ]);
    const hero = (fixture.article.data as { hero: Record<string, unknown> }).hero;
    fixture.write('documents/article/first.json', {
      ...fixture.article,
      data: {
        ...(fixture.article.data as object),
        hero: { ...hero, card: viewOf(hero, { name: 'card', width: 640, height: 360 }) },
      },
    });
    expect(validateCorpus(fixture.dirs).problems).toEqual([]);
  });
});

describe('the committed corpus', () => {
  const report = validateCorpus();

  it('has no problems', () => {
    expect(report.problems).toEqual([]);
  });

  it('states the length of each podcast as the real length of the clip it plays', () => {
    const dir = join(packageDirs().documentsDir, 'podCast');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const { data } = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
        data: { podcast_id: { text: string }[]; podcast_duration: string };
      };
      const clip = PODCAST_CLIPS[data.podcast_id[0]!.text];
      const real = formatDuration(mp3Duration(join(podcastAudioDir, `${clip}.mp3`)));
      expect([f, data.podcast_duration]).toEqual([f, real]);
    }
  });

  it('holds the documents that redirects and the book pages point at', () => {
    const fixedReads = [
      'columba-of-iona',
      'the-waldenses',
      'huss-and-jerome',
      'martin-luther',
      'william-tyndale',
      'john-calvin',
      'john-knox',
      'the-english-reformation',
      'the-puritans',
      'the-huguenot-resistance',
      'john-and-charles-wesley',
      'the-global-missionary-movement',
      'the-reformation-wall',
      'season1-episodes',
      'season1-locations',
      'season1-movements',
      'season1-people',
      'season2-episodes',
      'season2-historical-milestones',
      'season2-people',
      'season2-pioneer-stories',
      'season3-creation-to-kings',
      'season3-empires',
      'season3-episodes',
      'season3-kings-to-captivity',
      'season3-manger-to-messiah',
      'season3-pentecost-to-patmos',
      'season3-the-7-churches',
    ];
    const expected = [
      ...fixedReads.map((uid) => `read/${uid}.json`),
      ...Array.from({ length: 42 }, (_, i) => `gc_chapter/greatcontroversy-chapter${i + 1}.json`),
      'books/the-great-controversy.json',
    ];
    const { documentsDir } = packageDirs();
    expect(expected.filter((file) => !existsSync(join(documentsDir, file)))).toEqual([]);
    expect(report.counts.read ?? 0).toBeGreaterThanOrEqual(62);
    expect(report.counts.gc_chapter).toBe(42);
  });
});
