import { checkRichText, headingProblem } from './rich-text';

const noop = () => undefined;
const config = { multi: 'paragraph,heading2,heading3' };

describe('headingProblem', () => {
  it('accepts short headings, questions and names with initials', () => {
    for (const text of [
      'Letters full of local colour',
      'Can I show an episode in my church or school?',
      'Death of Ellen G. White',
      'J. N. Andrews, the First Missionary',
      'St. Paul in Rome',
      '"I was in the Spirit on the Lord\'s day"',
    ])
      expect([text, headingProblem(text)]).toEqual([text, null]);
  });

  it('rejects a heading that swallowed its paragraph', () => {
    expect(
      headingProblem(
        'Letters full of local colour The letters use details of each city that its readers would know.',
      ),
    ).toMatch(/words .* is it a paragraph\?/);
  });

  it('rejects a short heading that holds a sentence ending before more text', () => {
    expect(headingProblem('Serampore. The first years were hard.')).toMatch(
      /sentence ending \("Serampore\."\)/,
    );
  });

  it('rejects an empty heading and one over the character limit', () => {
    expect(headingProblem('  ')).toBe('heading is empty');
    expect(headingProblem('Supercalifragilistic'.repeat(6))).toMatch(/120 characters/);
  });
});

describe('checkRichText headings', () => {
  it('reports the block that is a paragraph set as a heading, not the paragraphs', () => {
    const long =
      'Rangoon and Ava Barred from working in British India, the Judsons reached Rangoon.';
    const problems = checkRichText(
      [
        { type: 'heading2', text: 'Rangoon and Ava', spans: [] },
        { type: 'paragraph', text: long, spans: [] },
        { type: 'heading3', text: long, spans: [] },
      ],
      config,
      noop,
      noop,
    );
    expect(problems).toEqual([['[2]', expect.stringMatching(/is it a paragraph\?/)]]);
  });
});
