import { redirects, resolveRedirect } from './redirects';

// Spec §2, written out independently of the table so that a wrong row fails.
const expected: Array<[string, string]> = [
  ['/gc', '/books/the-great-controversy'],
  ['/sitemap-index.xml', '/sitemap.xml/'],
  ['/meet-the-team', '/team/'],
  ['/donate-page', '/give'],
  ['/tours', '/tours/coming-soon'],
  ['/tours/gv', '/tours/coming-soon'],
  ['/reformation/reformers/columba', '/read/columba-of-iona'],
  ['/reformation/movements/waldenses', '/read/the-waldenses'],
  ['/reformation/reformers/huss-and-jerome', '/read/huss-and-jerome'],
  ['/reformation/reformers/martin-luther', '/read/martin-luther'],
  ['/reformation/reformers/william-tyndale', '/read/william-tyndale'],
  ['/reformation/reformers/john-calvin', '/read/john-calvin'],
  ['/reformation/reformers/john-knox', '/read/john-knox'],
  ['/reformation/movements/english-reformation', '/read/the-english-reformation'],
  ['/reformation/movements/puritans', '/read/the-puritans'],
  ['/reformation/movements/huguenot-resistance', '/read/the-huguenot-resistance'],
  ['/reformation/reformers/the-wesleys', '/read/john-and-charles-wesley'],
  ['/reformation/movements/global-missionary-movement', '/read/the-global-missionary-movement'],
  ['/reformation/locations/reformation-wall', '/read/the-reformation-wall'],
  ['/reformation/locations/iona', '/read/columba-of-iona'],
  ['/reformation/locations/wittenberg', '/read/martin-luther'],
  ['/reformation/locations/geneva', '/read/john-calvin'],
];
for (let n = 1; n <= 42; n += 1)
  expected.push([`/books/gc-chapter${n}`, `/greatcontroversy-chapter${n}`]);

describe('resolveRedirect', () => {
  it.each(expected)('redirects %s to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it('has exactly the spec rows as exact rules plus one wildcard', () => {
    const exactRows = redirects.filter((r) => r.kind === 'exact').map((r) => [r.from, r.to]);
    expect(exactRows).toHaveLength(expected.length);
    expect(new Map(exactRows.map(([f, t]) => [f, t]))).toEqual(new Map(expected));
    expect(redirects.filter((r) => r.kind === 'prefix')).toEqual([
      { from: '/books/gc-chapter*', to: '/greatcontroversy-chapter*', kind: 'prefix' },
    ]);
  });

  it.each([
    ['/GC', '/books/the-great-controversy'],
    ['/gc/', '/books/the-great-controversy'],
    ['/GC/', '/books/the-great-controversy'],
    ['/Tours/', '/tours/coming-soon'],
    ['/TOURS/GV/', '/tours/coming-soon'],
    ['/Meet-The-Team/', '/team/'],
    ['/Reformation/Locations/Geneva', '/read/john-calvin'],
    ['/BOOKS/GC-CHAPTER42/', '/greatcontroversy-chapter42'],
  ])('ignores case and a trailing slash: %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it.each([
    ['/books/gc-chapter7-extra', '/greatcontroversy-chapter7-extra'],
    ['/books/gc-chapter43', '/greatcontroversy-chapter43'],
    ['/Books/GC-Chapter7-Extra/', '/greatcontroversy-chapter7-Extra'],
    ['/books/gc-chapter3/notes', '/greatcontroversy-chapter3/notes'],
  ])('captures the rest of a wildcard: %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it.each([
    '/tours/coming-soon',
    '/tours/some-tour',
    '/tours/gv/extra',
    '/gcx',
    '/gc/chapter',
    '/books/the-great-controversy',
    '/books/gc-chapter',
    '/books/gc-chapter/',
    '/reformation',
    '/reformation/reformers/someone-else',
    '/',
    '',
    'gc',
  ])('leaves %p alone', (path) => {
    expect(resolveRedirect(path)).toBeNull();
  });

  it('never redirects a target again', () => {
    for (const rule of redirects) {
      const target = rule.kind === 'prefix' ? rule.to.replace('*', '7-extra') : rule.to;
      expect([rule.from, resolveRedirect(target)]).toEqual([rule.from, null]);
    }
  });
});
