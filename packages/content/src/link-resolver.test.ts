import { linkResolver, resolveLinkField } from './link-resolver';

describe('linkResolver', () => {
  it.each([
    ['read', 'the-95-theses', '/read/the-95-theses'],
    ['read', 'season1-episodes', '/read/season1/episodes'],
    ['read', 'season3-the-7-churches', '/read/season3/the-7-churches'],
    ['readCategory', 'reformation', '/read/category/reformation'],
    ['people', 'martin-luther', '/timeline/people/martin-luther'],
    ['events', 'diet-of-worms', '/timeline/events/diet-of-worms'],
    ['place', 'wittenberg', '/places/wittenberg'],
    ['seasons', 'season-1', '/timeline?season=season-1'],
    ['episode', 'the-morning-star', '/watch/the-morning-star'],
    ['category', 'documentaries', '/watch/category/documentaries'],
    ['podCast', 'episode-12', '/podcast/episode-12'],
    ['audioCategory', 'interviews', '/podcast?category=interviews'],
    ['books', 'the-great-controversy', '/books/the-great-controversy'],
    ['book_chapter', 'greatcontroversy-chapter1', '/greatcontroversy-chapter1'],
    ['gc_chapter', 'greatcontroversy-chapter42', '/greatcontroversy-chapter42'],
    ['chapter_text', 'greatcontroversy-chapter7', '/greatcontroversy-chapter7'],
    ['teamMember', 'anna', '/team/'],
    ['testimonial', 'a-visitor', '/testimonials'],
    ['faq', 'faq', '/faq'],
    ['about', null, '/about'],
    ['mission_statement', null, '/about'],
    ['media_kit', null, '/press-kit'],
    ['tour', 'reformation-tour', '/tours/reformation-tour'],
    ['tour_landing', null, '/tours/upcoming'],
    ['tour_form', null, '/tours/upcoming'],
    ['donations_page', null, '/donate'],
    ['donation_project_details', 'bibles-for-africa', '/donate/projects/bibles-for-africa'],
    ['language_donations_page', 'swahili', '/language-donations/swahili'],
    ['subPeriod', 'early-church', '/timeline'],
    ['timePeriod', 'middle-ages', '/timeline'],
    ['timeCategory', 'wars', '/timeline'],
  ])('%s %s → %s', (type, uid, expected) => {
    expect(linkResolver({ type, uid })).toBe(expected);
  });

  it('falls back to the home page for unknown types and uid-less pages', () => {
    expect(linkResolver({ type: 'rate', uid: 'gbp' })).toBe('/');
    expect(linkResolver({ type: 'read', uid: null })).toBe('/');
    expect(linkResolver({ type: 'people' })).toBe('/');
  });

  it('encodes uids that go into a query string', () => {
    expect(linkResolver({ type: 'seasons', uid: 'a&b' })).toBe('/timeline?season=a%26b');
  });
});

describe('resolveLinkField', () => {
  it('resolves document links and leaves others to their own URL', () => {
    expect(resolveLinkField({ link_type: 'Document', type: 'people', uid: 'jan-hus' })).toBe(
      '/timeline/people/jan-hus',
    );
    expect(
      resolveLinkField({ link_type: 'Document', type: 'people', uid: 'gone', isBroken: true }),
    ).toBeNull();
    expect(resolveLinkField({ link_type: 'Web' })).toBeNull();
  });
});
