import { clampSlider, formatClock, seasonLabel } from './player-values';

describe('clampSlider', () => {
  it.each([
    [50, 50],
    [-3, 0],
    [140, 100],
    [Number.NaN, 0],
    [0, 0],
    [100, 100],
  ])('%p → %p', (input, expected) => expect(clampSlider(input)).toBe(expected));

  it('honours other bounds', () => expect(clampSlider(12, 20, 30)).toBe(20));
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [9.9, '00:09'],
    [75, '01:15'],
    [3723, '62:03'],
    [null, '00:00'],
    [Number.POSITIVE_INFINITY, '00:00'],
    [-4, '00:00'],
  ])('%p → %s', (input, expected) => expect(formatClock(input)).toBe(expected));
});

describe('seasonLabel', () => {
  it('shows dashes as spaces', () =>
    expect(seasonLabel('reformation-voices')).toBe('reformation voices'));
  it('is empty without a season', () => expect(seasonLabel(null)).toBe(''));
});
