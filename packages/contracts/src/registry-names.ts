import rules from './registry-names.json';

/*
 * What a remote's name and version in the registry may be: one definition for the release tools
 * (packages/release/src/registry-store.ts imports it), the server and the shell, which each kept their
 * own and disagreed. A name is a federation container's: lower case, starting with a letter. A
 * version is semver (major.minor.patch, pre-release and build parts without empty identifiers, so
 * never ".."), at most 64 characters: it names folders on disk.
 */
export const REMOTE_NAME = new RegExp(rules.remoteName);
export const REMOTE_VERSION = new RegExp(rules.remoteVersion);
export const MAX_VERSION_LENGTH = rules.maxVersionLength;

export const isRemoteName = (name: string): boolean => REMOTE_NAME.test(name);
export const isRemoteVersion = (version: string): boolean =>
  version.length <= MAX_VERSION_LENGTH && REMOTE_VERSION.test(version);
