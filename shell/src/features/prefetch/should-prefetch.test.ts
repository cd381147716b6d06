import { prefetchPath, shouldPrefetch } from './should-prefetch';

const anchor = (href: string, attrs: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name === 'download' && Boolean(attrs.download),
});

describe('prefetching', () => {
  it('is skipped on 2g and in save-data mode', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('considers same-origin links only', () => {
    const origin = 'http://localhost:3000';
    expect(prefetchPath(anchor('http://localhost:3000/read/luther?x=1#top'), origin)).toBe(
      '/read/luther',
    );
    expect(prefetchPath(anchor('https://example.org/read'), origin)).toBeNull();
    expect(
      prefetchPath(anchor('http://localhost:3000/file.pdf', { download: true }), origin),
    ).toBeNull();
    expect(
      prefetchPath(anchor('http://localhost:3000/read', { target: '_blank' }), origin),
    ).toBeNull();
  });
});
