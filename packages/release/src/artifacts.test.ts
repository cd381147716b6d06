import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  artifactList,
  ensureVersion,
  FolderOrigin,
  hasVersion,
  HttpOrigin,
  originOf,
} from './artifacts';
import { publishRemote, stagingOf } from './publish';

let root: string;
let origin: string;
let host: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'artifacts-'));
  origin = path.join(root, 'host-a');
  host = path.join(root, 'host-b');
  fs.mkdirSync(host);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A real publication on host A: staged client and SSR files, published under their hash, plus a page. */
function publishOnOrigin(chunk = 'console.log(1)'): string {
  const staging = stagingOf(origin, 'tours');
  const files: [string, string][] = [
    [path.join(staging.client, 'mf-manifest.json'), '{"name":"tours"}'],
    [path.join(staging.client, 'static', 'js', 'main.js'), chunk],
    [path.join(staging.ssr, 'index.js'), 'exports.generator = {};'],
  ];
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const { version } = publishRemote({ siteDir: origin, name: 'tours', baseVersion: '0.1.0' });
  const page = path.join(origin, 'page-sets', 'tours', version, 'tours', 'index.html');
  fs.mkdirSync(path.dirname(page), { recursive: true });
  fs.writeFileSync(page, `<p>tours ${version}</p>`);
  fs.writeFileSync(path.join(origin, 'page-sets', 'tours', version, '.page-set.json'), '{}');
  return version;
}

describe('content-addressed remote versions', () => {
  it('a host lacking a version fetches it once from a folder origin, client, SSR and pages, and checks its hash', async () => {
    const version = publishOnOrigin();
    expect(hasVersion(host, 'tours', version)).toBe(false);
    expect(await ensureVersion(host, 'tours', version, new FolderOrigin(origin))).toBe(true);
    expect(hasVersion(host, 'tours', version)).toBe(true);
    expect(
      fs.readFileSync(
        path.join(host, 'page-sets', 'tours', version, 'tours', 'index.html'),
        'utf8',
      ),
    ).toBe(`<p>tours ${version}</p>`);
    expect(artifactList(host, 'tours', version)).toEqual(artifactList(origin, 'tours', version));
    // Once there, it is never fetched again.
    expect(
      await ensureVersion(host, 'tours', version, new FolderOrigin(path.join(root, 'nowhere'))),
    ).toBe(false);
    expect(fs.readdirSync(path.join(host, '.staging'))).toEqual([]);
  });

  it('refuses files that do not hash to the version they are published as, and keeps none of them', async () => {
    const version = publishOnOrigin();
    fs.writeFileSync(
      path.join(origin, 'remotes', 'tours', version, 'static', 'js', 'main.js'),
      'console.log("tampered")',
    );
    await expect(ensureVersion(host, 'tours', version, new FolderOrigin(origin))).rejects.toThrow(
      new RegExp(
        `tours@${version} from the folder .* is refused: its files hash to 0\\.1\\.0-[0-9a-f]{10}, not to the version it claims`,
      ),
    );
    expect(hasVersion(host, 'tours', version)).toBe(false);
    expect(fs.existsSync(path.join(host, 'remotes', 'tours', version))).toBe(false);
    expect(fs.existsSync(path.join(host, 'page-sets', 'tours', version))).toBe(false);
  });

  it('refuses a list naming files outside the version', async () => {
    const version = publishOnOrigin();
    const evil = new FolderOrigin(origin);
    evil.list = async () => ({
      area: 'tours',
      version,
      files: [{ kind: 'remotes', path: '../../../escape.js', size: 1 }],
    });
    await expect(ensureVersion(host, 'tours', version, evil)).rejects.toThrow(
      /lists a file outside the version/,
    );
    expect(fs.existsSync(path.join(root, 'escape.js'))).toBe(false);
  });

  it("fetches over HTTP from another server's /remotes/ base (its .artifact.json and .artifact/ files)", async () => {
    const version = publishOnOrigin();
    // What packages/server answers with SERVE_ARTIFACTS=1, reduced to the two routes.
    const server = http.createServer((req, res) => {
      const match =
        /^\/remotes\/tours\/([^/]+)\/(\.artifact\.json|\.artifact\/(\w[\w-]*)\/(.+))$/.exec(
          decodeURIComponent(req.url ?? ''),
        );
      if (!match) return void res.writeHead(404).end();
      if (match[2] === '.artifact.json')
        return void res.end(JSON.stringify(artifactList(origin, 'tours', match[1]!)));
      res.end(fs.readFileSync(path.join(origin, match[3]!, 'tours', match[1]!, match[4]!)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/remotes/`;
      expect(originOf(base)).toBeInstanceOf(HttpOrigin);
      expect(await ensureVersion(host, 'tours', version, originOf(base)!)).toBe(true);
      expect(hasVersion(host, 'tours', version)).toBe(true);
    } finally {
      server.close();
    }
  });
});
