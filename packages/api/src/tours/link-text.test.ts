import { containsLink } from './link-text';

// What tour mails refuse in names and messages (issue 26: the forms were a spam relay).

it('finds links however they are written', () => {
  for (const text of [
    'Visit scam-example dot com',
    'scam-example DOT com',
    'evil (dot) com',
    'evil[.]com',
    'see https://scam.example/win',
    'hxxp://x.example',
    'mailto:someone',
    'www.scam-example.org',
    'www .scam',
    'write to prize@scam.example',
    'go to evil.com now',
    'bit.ly/abc',
  ])
    expect([text, containsLink(text)]).toEqual([text, true]);
});

it('lets real names and plain messages through', () => {
  for (const text of [
    'Martin Luther',
    'J. R. R. Tolkien',
    'St. Andrews Church',
    "Anne-Marie O'Neil",
    'Idelette de Bure',
    'Dr. Me',
    'Anna Mr. Co',
    'Ulrich Zwingli (Zürich)',
    'Two of us, from Geneva.',
    'We like Geneva.Come and see',
  ])
    expect([text, containsLink(text)]).toEqual([text, false]);
});
