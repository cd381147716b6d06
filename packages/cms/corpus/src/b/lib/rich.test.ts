import { rich } from './rich';

describe('corpus B rich()', () => {
  it('keeps a heading to its own line and makes the lines after it a paragraph', () => {
    const blocks = rich(
      '## The morning after\nThe day passed.\nBelievers faced ridicule.\n\n- a\n- b',
    );
    expect(blocks.map((b) => [b.type, b.text])).toEqual([
      ['heading2', 'The morning after'],
      ['paragraph', 'The day passed. Believers faced ridicule.'],
      ['list-item', 'a'],
      ['list-item', 'b'],
    ]);
  });

  it('marks *starred* words as em', () => {
    expect(rich('Read *Acts* today.')[0]!.spans).toEqual([{ start: 5, end: 9, type: 'em' }]);
  });
});
