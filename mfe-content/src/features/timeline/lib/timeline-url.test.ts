import { parseAt, readTimelineUrl, writeTimelineUrl } from './timeline-url';

describe('timeline URL state', () => {
  it('reads season, zoom and position, leaving out what is unreadable', () => {
    expect(readTimelineUrl('?season=season-1&zoom=decade&at=1517')).toEqual({
      season: 'season-1',
      zoom: 'decade',
      at: 1517,
    });
    expect(readTimelineUrl('?zoom=weeks&at=abc&season=%3Cx%3E')).toEqual({
      season: null,
      zoom: null,
      at: null,
    });
    expect(parseAt('-586')).toBe(-586);
    expect(parseAt('586BC')).toBe(-586);
    expect(parseAt('0')).toBeNull();
  });
  it('writes the state, keeping other parameters', () => {
    expect(writeTimelineUrl('?utm=x', { season: 'season-3', zoom: 'century', at: -586 })).toBe(
      '?utm=x&season=season-3&zoom=century&at=-586',
    );
    expect(writeTimelineUrl('?at=5', { season: 'season-1', zoom: 'year', at: null })).toBe(
      '?season=season-1&zoom=year',
    );
  });
});
