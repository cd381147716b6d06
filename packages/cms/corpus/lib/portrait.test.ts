import { portraitSvg } from './portrait';

describe('portraitSvg', () => {
  it('draws one house style, varied per person, small and deterministic', () => {
    const luther = portraitSvg('people/martin-luther', 800, 1000, 'Martin Luther', '1483 – 1546');
    const white = portraitSvg('people/ellen-white', 800, 1000, 'Ellen G. White', '1827 – 1915');
    expect(portraitSvg('people/martin-luther', 800, 1000, 'Martin Luther', '1483 – 1546')).toBe(
      luther,
    );
    expect(luther).not.toBe(white.replace(/Ellen G\. White/g, 'Martin Luther'));
    for (const svg of [luther, white]) {
      expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
      expect(svg).toContain('width="800" height="1000" viewBox="0 0 800 1000"');
      expect(svg).toContain('clip-path="url(#m)"'); // the medallion
    }
    expect(luther).toContain('>Martin Luther</text>');
    expect(luther).toContain('>1483 – 1546</text>');
  });

  it('keeps the medallion inside the central square and leaves the plaque off square images', () => {
    const tall = portraitSvg('team/a', 800, 1000, 'A Person');
    const [, cy, ry] = /<ellipse cx="400" cy="([\d.]+)" rx="[\d.]+" ry="([\d.]+)" fill="none"/.exec(
      tall,
    )!;
    expect(Number(cy) - Number(ry)).toBeGreaterThanOrEqual(100);
    expect(Number(cy) + Number(ry)).toBeLessThanOrEqual(900);
    expect(portraitSvg('people/a-profile', 400, 400, 'A Person')).not.toContain('<text');
  });
});
