import { ContentStore } from '../store/content-store';
import { createFixtureCorpus, type FixtureCorpus } from '../test-support/fixture-corpus';
import { executeSearch } from './execute-search';
import { parseSearchParams } from './search-params';

let corpus: FixtureCorpus;
beforeEach(() => {
  corpus = createFixtureCorpus();
});
afterEach(() => corpus.remove());

const snapshotOf = () =>
  new ContentStore({ ...corpus, watch: false, log: () => undefined }).current();

function search(snapshot: ReturnType<typeof snapshotOf>, query: string, remembered: boolean) {
  const request = parseSearchParams(new URLSearchParams(`ref=${snapshot.ref}&${query}`), 'en-us');
  if (!remembered) delete request.matchKey;
  const { total, entries } = executeSearch(snapshot, request);
  return { total, ids: entries.map((e) => e.doc.id) };
}

describe('executeSearch', () => {
  it('pages through remembered matches exactly as through fresh ones', () => {
    const snapshot = snapshotOf();
    const queries = [
      'pageSize=3&lang=*',
      'pageSize=2&q=[[at(document.type,"read")]]&lang=*',
      'pageSize=2&q=[[at(document.type,"people")]]&orderings=[my.people.priority desc]',
      'pageSize=2&q=[[at(document.type,"people")]]&orderings=[my.people.priority]',
      'pageSize=2&q=[[fulltext(document,"luther")]]',
    ];
    for (const query of queries) {
      for (let page = 1; page <= 4; page++) {
        const q = `${query}&page=${page}`;
        expect(search(snapshot, q, true)).toEqual(search(snapshot, q, false));
      }
    }
  });

  it('starts afresh with a new snapshot', () => {
    const before = snapshotOf();
    expect(search(before, 'q=[[at(document.type,"people")]]', true).total).toBe(3);
    corpus.writeDocument({ id: 'peopleNew0000001', uid: 'new', type: 'people', data: {} });
    const after = snapshotOf();
    expect(search(after, 'q=[[at(document.type,"people")]]', true).total).toBe(4);
  });
});
