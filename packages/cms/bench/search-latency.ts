/**
 * Median latency of `/api/v2/documents/search` over 1,000 mixed queries against a ~500-document
 * synthetic corpus, measured as HTTP round trips on this machine.
 * Run: pnpm --filter @site/cms bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as prismic from '@prismicio/client';
import express from 'express';

import { writeCorpus } from '../src/generate/write-corpus';
import { createCmsRouter } from '../src/router';

const QUERIES = 1000;

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'cms-bench-'));
  const counts = writeCorpus({
    articles: 250,
    events: 200,
    people: 30,
    places: 10,
    seed: 42,
    out: root,
  });
  const router = createCmsRouter({
    documentsDir: path.join(root, 'documents'),
    imagesDir: path.join(root, 'images'),
    customTypesDir: path.join(root, 'customtypes'),
  });
  const app = express().use('/cms', router);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms/api/v2`;
  const client = prismic.createClient('bench', {
    documentAPIEndpoint: endpoint,
    fetch: globalThis.fetch,
  });
  const { filter } = prismic;
  const person = router.store.current().byType.get('people')?.[3]?.doc.id ?? '';

  const shapes: Parameters<typeof client.buildQueryURL>[0][] = [
    {
      filters: [filter.at('document.type', 'read')],
      orderings: [
        { field: 'my.read.priority', direction: 'desc' },
        { field: 'document.first_publication_date' },
      ],
    },
    {
      filters: [filter.at('my.read.uid', 'article-17')],
      fetchLinks: ['people.title', 'people.image'],
    },
    {
      filters: [
        filter.at('document.type', 'events'),
        filter.dateBetween('my.events.event_year', '1400-01-01', '1700-12-31'),
      ],
      pageSize: 50,
    },
    { filters: [filter.fulltext('document', 'reform council')], pageSize: 10 },
    { filters: [filter.at('my.events.related_people.person', person)], pageSize: 100 },
    {
      filters: [
        filter.any('document.tags', ['reformation', 'bible']),
        filter.numberGreaterThan('my.read.priority', 5),
      ],
    },
    { pageSize: 100, page: 3 },
  ];
  const urls: string[] = [];
  for (const shape of shapes) urls.push(await client.buildQueryURL(shape));

  const timings: number[] = [];
  for (let i = 0; i < QUERIES; i += 1) {
    const url = urls[i % urls.length] ?? '';
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    timings.push(performance.now() - started);
    if (!res.ok) throw new Error(`query failed with ${res.status}: ${url}`);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => (timings[Math.floor(q * (timings.length - 1))] ?? 0).toFixed(2);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `search latency over ${QUERIES} queries, ${total} documents: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );

  router.close();
  server.close();
  rmSync(root, { recursive: true, force: true });
}

void main();
