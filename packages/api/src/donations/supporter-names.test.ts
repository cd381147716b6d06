import { ANONYMOUS, linkInName, publicName } from './supporter-names';

describe('supporter names', () => {
  it.each([
    ['Visit scam-example dot com', 'link'],
    ['scam-example.com', 'link'],
    ['SCAM-EXAMPLE.COM', 'link'],
    ['scam-example . com', 'link'],
    ['scam-example(dot)com', 'link'],
    ['scam-example [dot] net', 'link'],
    ['scam-example {DOT} org', 'link'],
    ['scam-example-dot-com', 'link'],
    ['scam d0t com', 'link'],
    ['scam-example com', 'link'],
    ['Bob, scam-example ．com', 'link'],
    ['scam-example。com', 'link'],
    ['t.me/scammer', 'link'],
    ['bit.ly', 'link'],
    ['www scamexample', 'link'],
    ['WWW.scam', 'link'],
    ['http//scam', 'link'],
    ['hxxps://scam', 'link'],
    ['go to ://x', 'link'],
    ['me@scam.example', 'email'],
    ['me＠scam', 'email'],
    ['me [at] scam (dot) org', 'email'],
    ['me (AT) scam', 'email'],
  ])('refuses %j (%s)', (name, kind) => {
    expect(linkInName(name)).toBe(kind);
    expect(publicName(name)).toBe(ANONYMOUS);
  });

  it.each([
    'Katharina',
    'J. R. R.',
    'Dot',
    'Dot Cotton',
    'St.John',
    "O'Brien",
    'Anne-Marie',
    'Mary at Home',
    'J. De',
    'Jo. Me',
    'Khin. Win',
    'A. Top',
    'Comfort',
    'Netta',
    'Orgeta',
    'Wu',
    'José María',
    'Дмитрий',
    '李',
  ])('lets the name %j through', (name) => {
    expect(linkInName(name)).toBeNull();
    expect(publicName(name)).toBe(name);
  });
});
