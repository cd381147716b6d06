import { reshapeArticle } from './article';
import { reshapeEvent } from './event';
import { reshapePerson } from './person';

import { heading as title, paragraph as para, testDocument as doc } from './test-documents';
const img = (url: string) => ({
  url,
  dimensions: { width: 1600, height: 900 },
  alt: 'alt text',
  copyright: null,
});
const link = (id: string, type: string, uid: string, isBroken = false) => ({
  link_type: 'Document',
  id,
  type,
  uid,
  tags: [],
  lang: 'en-us',
  isBroken,
});

describe('reshapeArticle', () => {
  it('turns a read document into an article with sections', () => {
    const article = reshapeArticle(
      doc('read', 'the-95-theses', {
        title: title('The Ninety-Five Theses'),
        meta_description: 'Wittenberg, 1517',
        featured_image: img('http://x/a.svg'),
        post_banner1: {},
        read_categories: [{ category: link('c1', 'readCategory', 'reformation') }],
        author1: link('t1', 'teamMember', 'anna'),
        read_duration1: 7,
        priority: 9,
        related_people: [
          { person: link('p1', 'people', 'martin-luther') },
          { person: link('p2', 'people', 'gone', true) },
        ],
        related_place: [{ place: { link_type: 'Any' } }],
        body: [
          { slice_type: 'text', primary: { text: para('Indulgences.') } },
          {
            slice_type: 'photo',
            primary: { image: img('http://x/b.svg'), caption: para('The door') },
          },
          { slice_type: 'photo', primary: { image: {}, caption: [] } },
          { slice_type: 'video', primary: { youtube_id: 'abc123', caption: [] } },
          { slice_type: 'quote', primary: { quote: para('Here I stand.'), attribution: null } },
          { slice_type: 'carousel', primary: {} },
        ],
      }),
    );
    expect(article).toMatchObject({
      uid: 'the-95-theses',
      path: '/read/the-95-theses',
      title: 'The Ninety-Five Theses',
      description: 'Wittenberg, 1517',
      image: { url: 'http://x/a.svg', width: 1600, height: 900, alt: 'alt text' },
      banner: null,
      categories: [{ id: 'c1', uid: 'reformation' }],
      author: { id: 't1', type: 'teamMember' },
      readMinutes: 7,
      priority: 9,
      relatedPeople: [{ id: 'p1', uid: 'martin-luther' }],
      relatedPlaces: [],
    });
    expect(article.sections.map((s) => s.kind)).toEqual(['text', 'photo', 'video', 'quote']);
    expect(article.sections[1]).toMatchObject({ kind: 'photo', caption: 'The door' });
  });

  it('survives a document whose fields are all missing', () => {
    const article = reshapeArticle(doc('read', 'empty', {}));
    expect(article).toMatchObject({
      title: '',
      description: null,
      image: null,
      author: null,
      readMinutes: null,
      priority: 0,
      sections: [],
    });
  });
});

describe('reshapePerson', () => {
  it('formats a lifespan and dates by accuracy', () => {
    const luther = reshapePerson(
      doc('people', 'martin-luther', {
        title: title('Martin Luther'),
        summary: para('Reformer.'),
        ad_bc: 'AD',
        birthdate: '1483-11-10',
        death_date_ad_bc: 'AD',
        date_of_death: '1546-02-18',
        date_accuracy: 'Display specific date',
        image: img('http://x/l.svg'),
        priority: 10,
      }),
    );
    expect(luther).toMatchObject({
      name: 'Martin Luther',
      path: '/timeline/people/martin-luther',
      born: '10 November 1483',
      died: '18 February 1546',
      lifespan: '1483–1546',
      birthYear: 1483,
      priority: 10,
    });
  });

  it('handles BC people and missing dates', () => {
    const abraham = reshapePerson(
      doc('people', 'abraham', {
        title: title('Abraham'),
        ad_bc: 'BC',
        birthdate: '2166-01-01',
        death_date_ad_bc: 'BC',
        date_of_death: '1991-01-01',
      }),
    );
    expect(abraham).toMatchObject({ born: '2166 BC', lifespan: '2166–1991 BC', birthYear: -2166 });
    const onlyBirth = reshapePerson(
      doc('people', 'x', { ad_bc: 'AD', birthdate: '1900-05-01', date_of_death: null }),
    );
    expect(onlyBirth.lifespan).toBe('b. 1900');
    expect(reshapePerson(doc('people', 'y', {})).lifespan).toBeNull();
  });
});

describe('reshapeEvent', () => {
  it('labels single dates by accuracy and ranges across eras', () => {
    const posting = reshapeEvent(
      doc('events', 'posting', {
        title: title('Posting of the theses'),
        event_year_ad_bc: 'AD',
        event_year: '1517-10-31',
        date_type: 'Single Date',
        date_accuracy: 'Display specific date',
        display_on_main_timeline1: true,
        related_people: [{ person: link('p1', 'people', 'martin-luther') }],
      }),
    );
    expect(posting).toMatchObject({
      dateLabel: '31 October 1517',
      startYear: 1517,
      endYear: null,
      onMainTimeline: true,
      path: '/timeline/events/posting',
    });
    expect(posting.relatedPeople).toHaveLength(1);
    const exile = reshapeEvent(
      doc('events', 'exile', {
        event_year_ad_bc: 'BC',
        event_year: '0586-01-01',
        date_type: 'Date Range',
        date_accuracy: 'Display year only',
        event_end_year_ad_bc: 'BC',
        event_end_date: '0539-01-01',
      }),
    );
    expect(exile).toMatchObject({
      dateLabel: '586–539 BC',
      startYear: -586,
      endYear: -539,
      onMainTimeline: false,
    });
    const crossing = reshapeEvent(
      doc('events', 'c', {
        event_year_ad_bc: 'BC',
        event_year: '0004-01-01',
        date_type: 'Date Range',
        event_end_year_ad_bc: 'AD',
        event_end_date: '0030-01-01',
      }),
    );
    expect(crossing.dateLabel).toBe('4 BC–AD 30');
    expect(reshapeEvent(doc('events', 'none', {})).dateLabel).toBeNull();
  });
});
