import { parseRoutes, validateRegistry } from './registry';

describe('validateRegistry', () => {
  it('keeps version and entry of each remote', () => {
    const read = validateRegistry({
      remotes: {
        content: {
          version: '1.2.3-rc.1+build.5',
          entry: '/remotes/content/1.2.3-rc.1+build.5/mf-manifest.json',
          note: 'x',
        },
      },
    });
    expect(read).toEqual({
      ok: true,
      registry: {
        remotes: {
          content: {
            version: '1.2.3-rc.1+build.5',
            entry: '/remotes/content/1.2.3-rc.1+build.5/mf-manifest.json',
          },
        },
      },
    });
  });

  it.each([
    [null, /"remotes" object/],
    [{ remotes: [] }, /"remotes" object/],
    [{ remotes: { '../x': { version: '1.0.0', entry: '/e' } } }, /"\.\.\/x"/],
    [{ remotes: { content: { version: '1.0', entry: '/e' } } }, /content\.version/],
    [{ remotes: { content: { version: '1.0.0/../..', entry: '/e' } } }, /content\.version/],
    [{ remotes: { content: { version: '1.0.0', entry: ' ' } } }, /content\.entry/],
    [{ remotes: { content: 'x' } }, /content\.version/],
  ])('names the problem in %p', (value, message) => {
    const read = validateRegistry(value);
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.message).toMatch(message);
  });
});

describe('parseRoutes', () => {
  it('keeps well-formed routes and drops the rest', () => {
    expect(
      parseRoutes([
        { id: 'content.read', path: '/read/:slug', title: 'Read', extra: true },
        { id: 'x', path: 'relative', title: 'X' },
        { id: 'y', path: '/y' },
        'nonsense',
      ]),
    ).toEqual([{ id: 'content.read', path: '/read/:slug', title: 'Read' }]);
    expect(parseRoutes({ routes: [] })).toBeUndefined();
  });
});
