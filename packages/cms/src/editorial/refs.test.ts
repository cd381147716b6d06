import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import * as prismic from '@prismicio/client';

import { createLocalCms, type LocalCms } from '../local-api';
import {
  createFixtureCorpus,
  IDS,
  title,
  type FixtureCorpus,
} from '../test-support/fixture-corpus';
import { PreviewTokens } from './preview-token';

const ORIGIN = 'http://content.invalid';
const BASE = `${ORIGIN}/cms`;
const SECRET = 'refs-test-secret';

let corpus: FixtureCorpus;
let local: LocalCms;
let editorialDir: string;

function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

const lutherVersion = (name: string) => ({
  id: IDS.luther,
  uid: 'martin-luther',
  type: 'people',
  data: { title: title(name) },
});

beforeEach(() => {
  corpus = createFixtureCorpus();
  editorialDir = path.join(corpus.root, 'editorial');
  writeJson(
    path.join(editorialDir, 'drafts', 'people', 'martin-luther.json'),
    lutherVersion('Draft Luther'),
  );
  writeJson(path.join(editorialDir, 'releases', 'autumn', 'release.json'), { label: 'Autumn' });
  writeJson(
    path.join(editorialDir, 'releases', 'autumn', 'documents', 'people', 'martin-luther.json'),
    lutherVersion('Release Luther'),
  );
  local = createLocalCms({
    ...corpus,
    origin: ORIGIN,
    editorialDir,
    writeToken: 'w',
    previewSecret: SECRET,
    log: () => undefined,
  });
});

afterEach(() => {
  local.close();
  corpus.remove();
});

const client = (accessToken?: string) =>
  prismic.createClient('fixture', {
    documentAPIEndpoint: local.endpoint,
    fetch: local.fetch,
    accessToken,
  });

const titleOf = async (ref?: string) =>
  prismic.asText((await client('w').getByID(IDS.luther, ref ? { ref } : {})).data.title);

describe('refs without HTTP (createLocalCms, as the site build uses it)', () => {
  it('answers master, a release and a preview from one store', async () => {
    const release = await client('w').getReleaseByID('autumn');
    expect(release).toMatchObject({ label: 'Autumn', isMasterRef: false });
    const token = new PreviewTokens(SECRET).create(BASE, {}).token;
    const releasePreview = new PreviewTokens(SECRET).create(BASE, { release: 'autumn' }).token;
    expect(await titleOf()).toBe('Martin Luther');
    expect(await titleOf(release.ref)).toBe('Release Luther');
    expect(await titleOf(token)).toBe('Draft Luther');
    // The drafts sit over the release in a release's preview.
    expect(await titleOf(releasePreview)).toBe('Draft Luther');
    expect(await client().getReleases()).toEqual([]);
  });

  it('gives a release a new ref when its documents change, and the old one is unknown', async () => {
    const before = (await client('w').getReleaseByID('autumn')).ref;
    writeJson(
      path.join(editorialDir, 'releases', 'autumn', 'documents', 'people', 'martin-luther.json'),
      lutherVersion('Release Luther, again'),
    );
    const after = (await client('w').getReleaseByID('autumn')).ref;
    expect(after).not.toBe(before);
    expect(await titleOf(after)).toBe('Release Luther, again');
    const stale = local.answer(`${BASE}/api/v2/documents/search?ref=${before}`);
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ type: 'api_notfound_error' });
  });

  it('skips a release without a label, and keeps master answering', async () => {
    writeJson(path.join(editorialDir, 'releases', 'nolabel', 'release.json'), {});
    writeJson(path.join(editorialDir, 'releases', 'bad id!', 'release.json'), { label: 'x' });
    const refs = await client('w').getRefs();
    expect(refs.map((r) => r.id)).toEqual(['master', 'autumn']);
  });
});

describe('PreviewTokens', () => {
  const tokens = new PreviewTokens(SECRET, () => 1_000);

  it('reads back what it made, and nothing altered', () => {
    const { token, expires } = tokens.create(BASE, { release: 'autumn' }, 500);
    expect(tokens.read(token)).toEqual({ release: 'autumn', expires });
    const [payload, signature] = token.slice(`${BASE}/previews/`.length).split('.');
    const forgedBody = Buffer.from(JSON.stringify({ e: 9e15 })).toString('base64url');
    expect(tokens.read(`${BASE}/previews/${forgedBody}.${signature}`)).toBeUndefined();
    expect(tokens.read(`${BASE}/previews/${payload}.${signature}.x`)).toBeUndefined();
    // Another origin in front is another process's view of the same CMS: the signature decides.
    expect(tokens.read(token.replace(ORIGIN, 'https://site.example'))).toEqual({
      release: 'autumn',
      expires,
    });
    expect(tokens.read(`${token}?x=1`)).toBeUndefined();
    expect(tokens.read(`/cms/previews/${payload}.${signature}`)).toBeUndefined();
    expect(tokens.read('masterRef0000000')).toBeUndefined();
  });

  it('says expired once its time is past', () => {
    const { token } = tokens.create(BASE, {}, 500);
    expect(new PreviewTokens(SECRET, () => 1_501).read(token)).toBe('expired');
  });
});
