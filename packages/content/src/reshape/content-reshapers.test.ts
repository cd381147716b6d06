import { documentText, reshapeCard } from './card';
import { chapterNumber, reshapeChapter } from './chapter';
import { reshapeArticle } from './article';
import { productHandles } from './fields';
import { reshapeTeamMember, sortTeam } from './team-member';

import { heading, paragraph as para, testDocument as doc } from './test-documents';

describe('reshapeCard', () => {
  it('finds the title, picture and summary whatever the type calls them', () => {
    const card = reshapeCard(
      doc('place', 'babylon', {
        place_name: heading('Babylon'),
        place_summary: para('On the Euphrates.'),
        image: { url: '/b.svg', dimensions: { width: 10, height: 5 }, alt: 'B' },
        priority: 8,
      }),
    );
    expect(card).toMatchObject({
      title: 'Babylon',
      path: '/places/babylon',
      description: 'On the Euphrates.',
      priority: 8,
    });
    expect(card.image).toEqual({ url: '/b.svg', width: 10, height: 5, alt: 'B' });
  });

  it('prefers the meta description and falls back to the uid for a title', () => {
    const card = reshapeCard(doc('read', 'season2-people', { meta_description: 'Pioneers.' }));
    expect(card).toMatchObject({
      title: 'season2-people',
      description: 'Pioneers.',
      path: '/read/season2/people',
    });
  });
});

describe('documentText', () => {
  it('collects rich-text words from fields and slices but not link or image data', () => {
    const words = documentText({
      title: heading('Luther'),
      body: [{ slice_type: 'text', primary: { text: para('Wittenberg door') } }],
      author1: { link_type: 'Document', id: 'x', text: 'nope', type: 'teamMember' },
      image: { url: '/a.svg', dimensions: { width: 1, height: 1 }, alt: 'ignored' },
    });
    expect(words).toBe('Luther Wittenberg door');
  });
});

describe('reshapeChapter', () => {
  it('numbers chapters from the uid and keeps the video only with an id', () => {
    const chapter = reshapeChapter(
      doc('gc_chapter', 'greatcontroversy-chapter12', {
        chapter_title: heading('The French Reformation'),
        short_description: para('Short.'),
        book_text: para('Long text.'),
        display_priority: 3,
        video_id: 'abc',
        video_duration: '4:34',
        related_people: [
          { person: { link_type: 'Document', id: 'p1', type: 'people', uid: 'calvin' } },
        ],
      }),
    );
    expect(chapter).toMatchObject({
      number: 12,
      title: 'The French Reformation',
      path: '/greatcontroversy-chapter12',
    });
    expect(chapter.video).toEqual({ youtubeId: 'abc', thumbnail: null, duration: '4:34' });
    expect(chapter.related.map((r) => r.uid)).toEqual(['calvin']);
    expect(reshapeChapter(doc('gc_chapter', 'x', {})).video).toBeNull();
    expect(chapterNumber('other', 5)).toBe(5);
  });
});

describe('reshapeArticle extras', () => {
  it('reads footnotes, further reading, the featured video and podcast', () => {
    const article = reshapeArticle(
      doc('read', 'martin-luther', {
        footnotes1: [{ type: 'o-list-item', text: 'A note', spans: [] }],
        further_reading1: para('Bainton'),
        featured_video: 'vid1',
        featured_podcast: { link_type: 'Document', id: 'pc', type: 'podCast', uid: 'p-luther' },
        related_reads: [{ read: { link_type: 'Document', id: 'r2', type: 'read', uid: 'calvin' } }],
      }),
    );
    expect(article.footnotes).toHaveLength(1);
    expect(article.featuredVideo).toEqual({ youtubeId: 'vid1', thumbnail: null });
    expect(article.featuredPodcast?.uid).toBe('p-luther');
    expect(article.relatedReads.map((r) => r.id)).toEqual(['r2']);
    expect(
      reshapeArticle(doc('read', 'plain', { featured_podcast: { link_type: 'Any' } }))
        .featuredPodcast,
    ).toBeNull();
  });
});

describe('team members', () => {
  const member = (
    uid: string,
    name: string,
    featured: boolean,
    extra: Record<string, unknown> = {},
  ) => reshapeTeamMember(doc('teamMember', uid, { name: heading(name), featured, ...extra }));

  it('keeps only http links and a well-formed email as social links', () => {
    const m = member('a', 'Ann', false, {
      website: { link_type: 'Web', url: 'https://example.org/ann' },
      twitter: { link_type: 'Web', url: 'javascript:alert(1)' },
      facebook: { link_type: 'Any' },
      email: 'ann@example.org',
      skills: [{ skill: 'Editing' }, { skill: null }],
    });
    expect(m.social).toEqual([
      { network: 'Website', url: 'https://example.org/ann' },
      { network: 'Email', url: 'mailto:ann@example.org' },
    ]);
    expect(m.skills).toEqual(['Editing']);
    expect(member('b', 'Bo', false, { email: 'not an email' }).social).toEqual([]);
  });

  it('orders featured members first, then by name', () => {
    const order = sortTeam([
      member('z', 'Zoe', false),
      member('b', 'Ben', true),
      member('a', 'Amy', false),
    ]);
    expect(order.map((m) => m.name)).toEqual(['Ben', 'Amy', 'Zoe']);
  });
});

describe('productHandles', () => {
  it('reads each product_handle in order, trimmed and lower-cased, without repeats or blanks', () => {
    const group = [
      { product_handle: ' Season-1-DVD ' },
      { product_handle: 'season-1-dvd' },
      { product_handle: '' },
      { product_handle: null },
      {},
      { product_handle: 'bad handle!' },
      { product_handle: 'mug' },
    ];
    expect(productHandles(group)).toEqual(['season-1-dvd', 'mug']);
    expect(productHandles(undefined)).toEqual([]);
  });
});
