/* global describe, it, expect -- Jest provides them */
const path = require('node:path');
const { affectedDirs, workspacePackages } = require('./affected.cjs');

const packages = workspacePackages(path.resolve(__dirname, '..'));

describe('test:affected', () => {
  it('tests an area alone when only its files change', () => {
    expect(affectedDirs(['mfe-tours/src/app/routes.ts'], packages)).toEqual(['mfe-tours']);
  });

  it('tests a shared package and every package that uses it, directly or not', () => {
    const dirs = affectedDirs(['packages/contracts/src/events.ts'], packages);
    expect(dirs).toEqual(expect.arrayContaining(['packages/contracts', 'packages/event-bus', 'shell', 'mfe-content', 'mfe-giving', 'mfe-tours']));
    const client = affectedDirs(['packages/json-client/src/index.ts'], packages);
    expect(client).toEqual(expect.arrayContaining(['mfe-content', 'packages/json-client']));
    expect(client).not.toContain('mfe-media');
  });

  it('runs everything for a change outside every package, and nothing for documentation', () => {
    expect(affectedDirs(['pnpm-lock.yaml'], packages)).toBeNull();
    expect(affectedDirs(['README.md', 'mfe-tours/README.md'], packages)).toEqual([]);
    expect(affectedDirs(['scripts/publish.cjs'], packages)).toEqual(['scripts']);
  });
});
