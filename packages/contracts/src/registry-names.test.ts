import { isRemoteName, isRemoteVersion } from './registry-names';

describe('registry names and versions', () => {
  it.each(['tours', 'content', 'a', 'area-2'])('%s is a remote name', (name) =>
    expect(isRemoteName(name)).toBe(true),
  );
  it.each(['', 'Tours', '2tours', 'tours-', '-tours', 'to urs', '../x', 'a'.repeat(65)])(
    '%s is not',
    (name) => expect(isRemoteName(name)).toBe(false),
  );
  it.each(['0.1.0', '0.1.0-97844b20e4', '1.2.3-rc.1+build.5', '10.20.30'])(
    '%s is a version',
    (version) => expect(isRemoteVersion(version)).toBe(true),
  );
  it.each(['', '1.2', '1.2.3-', '1.2.3-a..b', '1.2.3/../x', `1.2.3-${'a'.repeat(60)}`, 'v1.2.3'])(
    '%s is not',
    (version) => expect(isRemoteVersion(version)).toBe(false),
  );
});
