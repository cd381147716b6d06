import { fitText, textWidth } from './fit-text';

describe('fitText', () => {
  const box = { width: 900, maxSize: 90, minSize: 30, maxLines: 3 };

  it('keeps every word, whole, on lines no wider than the box', () => {
    const title = 'The Seven Churches of Revelation and the Marburg Colloquy';
    const { size, lines } = fitText(title, box);
    expect(lines.join(' ')).toBe(title);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect(textWidth(line, size)).toBeLessThanOrEqual(900);
  });

  it('uses the largest size that fits and shrinks for longer titles', () => {
    expect(fitText('Iona', box)).toEqual({ size: 90, lines: ['Iona'] });
    const long = fitText('Huss and Jerome at the Council of Constance in the year 1415', box);
    expect(long.size).toBeLessThan(90);
    expect(long.size).toBeGreaterThanOrEqual(30);
  });

  it('fails loudly rather than cutting a title that cannot fit', () => {
    expect(() => fitText('Supercalifragilisticexpialidocious', { ...box, width: 200 })).toThrow(
      /does not fit 3 line\(s\) of 200 px at 30 px/,
    );
    expect(() => fitText('x', { ...box, minSize: 0 })).toThrow('bad box');
  });

  it('counts capitals and wide letters wider than narrow ones', () => {
    expect(textWidth('MW', 10)).toBeGreaterThan(textWidth('il', 10) * 2);
  });
});
