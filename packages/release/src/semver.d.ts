// The two functions of semver the contract check uses (the package ships no types, and
// @types/semver is not a dependency of the workspace).
declare module 'semver' {
  const semver: {
    validRange(range: string): string | null;
    satisfies(version: string, range: string): boolean;
  };
  export default semver;
}
