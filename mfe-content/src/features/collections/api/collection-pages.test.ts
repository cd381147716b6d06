import { episodeCount } from './collection-pages';

describe('episodeCount', () => {
  it('says "episode" for one and "episodes" otherwise', () => {
    expect(episodeCount(1)).toBe('1 episode');
    expect(episodeCount(0)).toBe('0 episodes');
    expect(episodeCount(14)).toBe('14 episodes');
  });
});
