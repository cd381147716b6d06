import { rich } from './rich';

describe('corpus A rich()', () => {
  it('keeps a heading to its own line and makes the lines after it a paragraph', () => {
    const blocks = rich('## Letters full of local colour\nThe letters use details of each city.');
    expect(blocks.map((b) => [b.type, b.text])).toEqual([
      ['heading2', 'Letters full of local colour'],
      ['paragraph', 'The letters use details of each city.'],
    ]);
  });

  it('reads headings, paragraphs and lists in one chunk in order', () => {
    const blocks = rich('Intro line\n### Small heading\n- one\n- two', '## Alone');
    expect(blocks.map((b) => b.type)).toEqual([
      'paragraph',
      'heading3',
      'list-item',
      'list-item',
      'heading2',
    ]);
  });

  it('joins wrapped paragraph lines and keeps spans over the plain text', () => {
    const [p] = rich('A **bold**\nword and [a link](https://example.org).');
    expect(p).toEqual({
      type: 'paragraph',
      text: 'A bold word and a link.',
      spans: [
        { start: 2, end: 6, type: 'strong' },
        {
          start: 16,
          end: 22,
          type: 'hyperlink',
          data: { link_type: 'Web', url: 'https://example.org' },
        },
      ],
    });
  });
});
