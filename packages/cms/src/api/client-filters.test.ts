import * as prismic from '@prismicio/client';

import { IDS } from '../test-support/fixture-corpus';
import { serveFixtureCorpus } from '../test-support/fixture-site';

const { filter } = prismic;
const site = serveFixtureCorpus();

/** The uids matching the filters, sorted so assertions do not depend on the default order. */
async function match(...filters: string[]): Promise<(string | null)[]> {
  const docs = await site.client.dangerouslyGetAll({ filters });
  return docs.map((d) => d.uid ?? d.type).sort();
}

describe('equality filters', () => {
  it('at and not on document fields', async () => {
    expect(await match(filter.at('document.type', 'events'))).toEqual([
      'fall-of-jerusalem',
      'posting-of-the-theses',
    ]);
    expect(await match(filter.at('document.id', IDS.hus))).toEqual(['jan-hus']);
    expect(await match(filter.at('document.tags', ['reformation', 'germany']))).toEqual([
      'diet-of-worms',
      'martin-luther',
    ]);
    expect(
      await match(filter.at('document.type', 'people'), filter.not('document.tags', 'reformation')),
    ).toEqual(['jan-hus']);
  });

  it('at on my.<type> fields: uid, numbers, selects, booleans and link ids', async () => {
    expect(await match(filter.at('my.people.uid', 'john-calvin'))).toEqual(['john-calvin']);
    expect(await match(filter.at('my.people.priority', 10))).toEqual(['martin-luther']);
    expect(await match(filter.at('my.events.event_year_ad_bc', 'BC'))).toEqual([
      'fall-of-jerusalem',
    ]);
    expect(await match(filter.at('my.events.display_on_main_timeline1', true))).toEqual([
      'posting-of-the-theses',
    ]);
    expect(await match(filter.at('my.read.author1', IDS.luther))).toEqual(['the-95-theses']);
  });

  it('matches a link field inside a group by id', async () => {
    expect(await match(filter.at('my.read.related_people.person', IDS.calvin))).toEqual([
      'calvin-in-geneva',
      'the-95-theses',
    ]);
    expect(await match(filter.any('my.read.related_people.person', [IDS.hus, IDS.luther]))).toEqual(
      ['diet-of-worms', 'the-95-theses'],
    );
  });

  it('any and in', async () => {
    expect(await match(filter.any('document.tags', ['bohemia', 'germany']))).toEqual([
      'diet-of-worms',
      'jan-hus',
      'martin-luther',
    ]);
    expect(await match(filter.in('my.people.uid', ['jan-hus', 'martin-luther', 'nobody']))).toEqual(
      ['jan-hus', 'martin-luther'],
    );
    expect(await match(filter.in('document.id', [IDS.about]))).toEqual(['about']);
  });
});

describe('presence and text', () => {
  it('has and missing', async () => {
    expect(await match(filter.has('my.read.priority'))).toEqual(['diet-of-worms', 'the-95-theses']);
    expect(await match(filter.missing('my.read.author1'))).toEqual(['calvin-in-geneva']);
    expect(await match(filter.missing('my.people.summary'))).toEqual(['jan-hus']);
    expect(await match(filter.has('my.people.image'))).toEqual(['martin-luther']);
  });

  it('fulltext in the whole document and in one field, case and accent insensitive', async () => {
    expect(await match(filter.fulltext('document', 'wittenberg'))).toEqual([
      'martin-luther',
      'the-95-theses',
    ]);
    expect(await match(filter.fulltext('document', 'INDULGENCES saxony'))).toEqual([
      'the-95-theses',
    ]);
    expect(await match(filter.fulltext('my.read.meta_description', 'stand'))).toEqual([
      'diet-of-worms',
    ]);
    expect(
      await site.client.getAllByType('read', {
        lang: '*',
        filters: [filter.fulltext('document', 'theses')],
      }),
    ).toHaveLength(2);
    expect(await match(filter.fulltext('document', 'zwingli'))).toEqual([]);
  });

  it('similar returns related documents, never the document itself', async () => {
    const similar = await match(filter.similar(IDS.luther, 3));
    expect(similar).toHaveLength(3);
    expect(similar).not.toContain('martin-luther');
  });
});

describe('numbers and dates', () => {
  it('number.lt, number.gt and number.inRange', async () => {
    expect(await match(filter.numberLessThan('my.people.priority', 5))).toEqual(['jan-hus']);
    expect(await match(filter.numberGreaterThan('my.read.priority', 3))).toEqual(['the-95-theses']);
    expect(await match(filter.numberInRange('my.people.priority', 5, 10))).toEqual([
      'john-calvin',
      'martin-luther',
    ]);
  });

  it('date.after, before and between on publication dates, with strings, numbers and Dates', async () => {
    const people = filter.at('document.type', 'people');
    expect(
      await match(people, filter.dateAfter('document.first_publication_date', '2026-01-10')),
    ).toEqual(['john-calvin']);
    expect(
      await match(
        people,
        filter.dateBefore('document.first_publication_date', Date.UTC(2026, 0, 1)),
      ),
    ).toEqual(['jan-hus']);
    expect(
      await match(
        people,
        filter.dateBetween('document.first_publication_date', new Date('2025-12-01'), '2026-01-31'),
      ),
    ).toEqual(['jan-hus', 'martin-luther']);
    expect(await match(filter.dateBefore('my.events.event_year', '1000-01-01'))).toEqual([
      'fall-of-jerusalem',
    ]);
  });

  it('date parts: day of month, weekday, month, year and hour', async () => {
    const people = filter.at('document.type', 'people');
    expect(await match(filter.dateDayOfMonth('my.events.event_year', 31))).toEqual([
      'posting-of-the-theses',
    ]);
    expect(
      await match(people, filter.dateDayOfMonthAfter('document.first_publication_date', 9)),
    ).toEqual(['jan-hus', 'john-calvin']);
    expect(
      await match(people, filter.dateDayOfMonthBefore('document.first_publication_date', 6)),
    ).toEqual(['martin-luther']);
    // 2026-01-05 is a Monday, 2026-02-10 a Tuesday, 2025-12-24 a Wednesday.
    expect(
      await match(people, filter.dateDayOfWeek('document.first_publication_date', 'monday')),
    ).toEqual(['martin-luther']);
    expect(
      await match(people, filter.dateDayOfWeekAfter('document.first_publication_date', 2)),
    ).toEqual(['jan-hus']);
    expect(
      await match(
        people,
        filter.dateDayOfWeekBefore('document.first_publication_date', 'Wednesday'),
      ),
    ).toEqual(['john-calvin', 'martin-luther']);
    expect(await match(filter.dateMonth('my.events.event_year', 'October'))).toEqual([
      'posting-of-the-theses',
    ]);
    expect(
      await match(people, filter.dateMonthAfter('document.first_publication_date', 11)),
    ).toEqual(['jan-hus']);
    expect(
      await match(people, filter.dateMonthBefore('document.first_publication_date', 'february')),
    ).toEqual(['martin-luther']);
    expect(await match(filter.dateYear('my.events.event_year', 1517))).toEqual([
      'posting-of-the-theses',
    ]);
    expect(await match(people, filter.dateHour('document.first_publication_date', 15))).toEqual([
      'john-calvin',
    ]);
    expect(await match(people, filter.dateHourAfter('document.first_publication_date', 8))).toEqual(
      ['john-calvin', 'martin-luther'],
    );
    expect(
      await match(people, filter.dateHourBefore('document.first_publication_date', 9)),
    ).toEqual(['jan-hus']);
  });
});

describe('malformed filters', () => {
  it.each([
    ['unbalanced', '[at(document.type, "read")'],
    ['unknown predicate', '[near(document.type, "read")]'],
    ['unknown path', '[at(my.read, "x")]'],
    ['bad date', '[date.after(document.first_publication_date, "yesterday")]'],
    ['bad arity', '[number.inRange(my.people.priority, 1)]'],
    ['any without array', '[any(document.tags, "a")]'],
  ])('rejects %s as a ParsingError', async (_label, bad) => {
    const error = await site.client.get({ filters: [bad] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(prismic.ParsingError);
    expect((error as prismic.ParsingError).message).not.toBe('');
  });
});
