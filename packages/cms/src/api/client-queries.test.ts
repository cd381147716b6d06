import * as prismic from '@prismicio/client';

import { IDS } from '../test-support/fixture-corpus';
import { serveFixtureCorpus } from '../test-support/fixture-site';

const site = serveFixtureCorpus();

const uids = (docs: prismic.PrismicDocument[]) => docs.map((d) => d.uid);

describe('repository', () => {
  it('describes refs, types, tags, languages and the everything form', async () => {
    const repo = await site.client.getRepository();
    expect(repo.refs).toEqual([
      expect.objectContaining({ id: 'master', label: 'Master', isMasterRef: true }),
    ]);
    expect(repo.refs[0]?.ref).toMatch(/^[\w-]{16}$/);
    expect(repo.types).toEqual({
      about: 'About',
      events: 'Events',
      people: 'People',
      read: 'Read',
    });
    expect(repo.tags).toEqual(['bohemia', 'germany', 'reformation']);
    expect(repo.languages.map((l) => l.id).sort()).toEqual(['en-us', 'fr-fr']);
    expect(repo.forms.everything?.action).toBe(`${site.server.origin}/cms/api/v2/documents/search`);
    expect(await site.client.getTags()).toEqual(['bohemia', 'germany', 'reformation']);
  });
});

describe('document lookups', () => {
  it('gets every document of a type in the default language', async () => {
    expect(uids(await site.client.getAllByType('read')).sort()).toEqual([
      'calvin-in-geneva',
      'diet-of-worms',
      'the-95-theses',
    ]);
    expect(await site.client.getAllByType('no-such-type')).toEqual([]);
  });

  it('gets by uid, by id, singletons and by ids', async () => {
    const luther = await site.client.getByUID('people', 'martin-luther');
    expect(luther.id).toBe(IDS.luther);
    expect((await site.client.getByID(IDS.worms)).uid).toBe('diet-of-worms');
    expect((await site.client.getSingle('about')).id).toBe(IDS.about);
    const byIds = await site.client.getAllByIDs([IDS.hus, IDS.calvin]);
    expect(byIds.map((d) => d.id).sort()).toEqual([IDS.calvin, IDS.hus]);
    await expect(site.client.getByUID('people', 'nobody')).rejects.toBeInstanceOf(
      prismic.NotFoundError,
    );
  });

  it('returns Prismic document metadata', async () => {
    const doc = await site.client.getByUID('read', 'the-95-theses');
    expect(doc).toMatchObject({
      type: 'read',
      url: null,
      tags: ['reformation'],
      lang: 'en-us',
      slugs: ['the-ninety-five-theses'],
      linked_documents: [],
      alternate_languages: [],
      first_publication_date: '2026-01-05T09:00:00+0000',
      last_publication_date: '2026-03-01T12:00:00+0000',
    });
    const href = new URL(doc.href);
    expect(href.pathname).toBe('/cms/api/v2/documents/search');
    const viaHref = (await (await fetch(doc.href)).json()) as prismic.Query;
    expect(viaHref.results.map((d) => d.id)).toEqual([IDS.theses]);
  });
});

describe('languages', () => {
  it('filters by lang and returns every language with *', async () => {
    expect(uids(await site.client.getAllByType('read', { lang: 'fr-fr' }))).toEqual([
      'les-95-theses',
    ]);
    expect(await site.client.getAllByType('read', { lang: '*' })).toHaveLength(4);
  });
});

describe('links, images and fetchLinks', () => {
  it('enriches document links and flags broken ones', async () => {
    const theses = await site.client.getByUID('read', 'the-95-theses');
    expect(theses.data.author1).toMatchObject({
      link_type: 'Document',
      id: IDS.luther,
      type: 'people',
      uid: 'martin-luther',
      lang: 'en-us',
      tags: ['reformation', 'germany'],
      slug: 'martin-luther',
      isBroken: false,
    });
    expect(theses.data.author1.data).toBeUndefined();
    const worms = await site.client.getByUID('read', 'diet-of-worms');
    expect(worms.data.author1).toMatchObject({
      link_type: 'Document',
      id: IDS.missing,
      isBroken: true,
    });
    const geneva = await site.client.getByUID('read', 'calvin-in-geneva');
    expect(geneva.data.author1).toEqual({ link_type: 'Any' });
  });

  it('copies the requested fields of linked documents, in groups too', async () => {
    const theses = await site.client.getByUID('read', 'the-95-theses', {
      fetchLinks: ['people.title', 'people.image'],
    });
    expect(theses.data.author1.data.title[0].text).toBe('Martin Luther');
    expect(theses.data.author1.data.image.url).toBe(
      `${site.server.origin}/cms/images/fixture/luther.svg?auto=format,compress`,
    );
    expect(theses.data.author1.data.summary).toBeUndefined();
    expect(theses.data.related_people[1].person.data.title[0].text).toBe('John Calvin');
  });

  it('makes image URLs absolute with imgix defaults, thumbnails included', async () => {
    const theses = await site.client.getByUID('read', 'the-95-theses');
    expect(theses.data.featured_image).toMatchObject({
      url: `${site.server.origin}/cms/images/fixture/theses.svg?auto=format,compress`,
      dimensions: { width: 160, height: 90 },
      alt: 'theses',
    });
    expect(theses.data.featured_image.thumbnail.url).toBe(
      `${site.server.origin}/cms/images/fixture/theses.svg?w=80&auto=format,compress`,
    );
    expect(prismic.isFilled.image(theses.data.featured_image)).toBe(true);
    expect(prismic.asImageSrc(theses.data.featured_image, { w: 40 })).toContain('w=40');
  });

  it('selects fields and linked fields with graphQuery', async () => {
    const graphQuery = `{
      read {
        title
        author1 { ...on people { title } }
        related_people { person { ...on people { ...peopleFields } } }
      }
    }`;
    const doc = await site.client.getByUID('read', 'the-95-theses', { graphQuery });
    expect(Object.keys(doc.data).sort()).toEqual(['author1', 'related_people', 'title']);
    expect(Object.keys(doc.data.author1.data).sort()).toEqual(
      ['image', 'priority', 'summary', 'ad_bc', 'birthdate', 'title'].sort(),
    );
    expect(doc.data.related_people[0].person.data.birthdate).toBe('1483-11-10');
    const bad = await site.client.get({ graphQuery: '{ read { title }' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(prismic.ParsingError);
  });

  it('restricts data with fetch', async () => {
    const doc = await site.client.getByUID('people', 'martin-luther', {
      fetch: ['people.priority'],
    });
    expect(Object.keys(doc.data)).toEqual(['priority']);
  });
});

describe('orderings and pagination', () => {
  it('orders by a number descending then a date, missing values last', async () => {
    const docs = await site.client.getAllByType('read', {
      orderings: [
        { field: 'my.read.priority', direction: 'desc' },
        { field: 'document.first_publication_date' },
      ],
    });
    expect(uids(docs)).toEqual(['the-95-theses', 'diet-of-worms', 'calvin-in-geneva']);
    const byDate = await site.client.getAllByType('people', {
      orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
    });
    expect(uids(byDate)).toEqual(['john-calvin', 'martin-luther', 'jan-hus']);
    const byTitle = await site.client.getAllByType('people', {
      orderings: [{ field: 'my.people.title' }],
    });
    expect(uids(byTitle)).toEqual(['jan-hus', 'john-calvin', 'martin-luther']);
  });

  it('pages through everything with dangerouslyGetAll and reports page links', async () => {
    const all = await site.client.dangerouslyGetAll({ pageSize: 4 });
    expect(all).toHaveLength(9);
    expect(new Set(all.map((d) => d.id)).size).toBe(9);
    const page2 = await site.client.get({ pageSize: 4, page: 2 });
    expect(page2).toMatchObject({
      page: 2,
      results_per_page: 4,
      results_size: 4,
      total_results_size: 9,
      total_pages: 3,
    });
    expect(new URL(page2.next_page ?? '').searchParams.get('page')).toBe('3');
    expect(new URL(page2.prev_page ?? '').searchParams.get('page')).toBe('1');
    const last = await site.client.get({ pageSize: 4, page: 3 });
    expect(last.next_page).toBeNull();
    const beyond = await site.client.get({ pageSize: 4, page: 9 });
    expect(beyond.results).toEqual([]);
  });

  it('returns what follows a document with after', async () => {
    const ordered = { orderings: [{ field: 'my.people.priority', direction: 'desc' as const }] };
    const after = await site.client.getAllByType('people', { ...ordered, after: IDS.luther });
    expect(uids(after)).toEqual(['john-calvin', 'jan-hus']);
  });
});
