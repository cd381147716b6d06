import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createCmsRouter, defaultCmsOptions } from '@site/cms';
import * as prismic from '@prismicio/client';
import { createClient } from '@site/content';
import type { ContentSource } from '@site/contracts/generator';

export interface RecordedContent {
  source: ContentSource;
  /** Every document any generator was given, by id (for the incremental build's change detection). */
  documents: Map<string, unknown>;
  /** The origin the content server put into absolute URLs; page data gets root-relative ones. */
  origin: string;
  close(): Promise<void>;
}

type Doc = { id?: string };

function record(documents: Map<string, unknown>, result: unknown) {
  for (const doc of Array.isArray(result) ? result : [result]) {
    const id = (doc as Doc | null)?.id;
    if (typeof id === 'string') documents.set(id, doc);
  }
  return result;
}

/**
 * The content the generators read: PRISMIC_ENDPOINT if set (a hosted repository or
 * a running site), else the embedded content server started just for this build.
 */
export async function openContentSource(endpoint = process.env.PRISMIC_ENDPOINT): Promise<RecordedContent> {
  let server: http.Server | null = null;
  let cmsClose: (() => void) | undefined;
  if (!endpoint) {
    const app = express();
    const router = createCmsRouter(defaultCmsOptions());
    cmsClose = () => router.close?.();
    app.use('/cms', router);
    server = http.createServer(app);
    // Generators may pause longer than Node's 5 s keep-alive between queries; a socket closed in that
    // gap is reused by fetch and fails with ECONNRESET. The build's own server can keep them longer.
    server.keepAliveTimeout = 10 * 60_000;
    server.headersTimeout = server.keepAliveTimeout + 1000;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms/api/v2`;
  }
  const client = createClient({ endpoint });
  const documents = new Map<string, unknown>();
  const embedded = server !== null;
  // The client pauses 500 ms between pages to spare a hosted repository's rate limits; the build's own
  // server has none, so against it we page through ourselves (same queries, same results).
  async function getAll(params: Record<string, unknown> = {}): Promise<unknown[]> {
    if (!embedded) return client.dangerouslyGetAll(params as never);
    const all: unknown[] = [];
    for (let page = 1; ; page++) {
      const response = await client.get({ ...params, pageSize: 100, page } as never);
      all.push(...response.results);
      if (page >= response.total_pages) return all;
    }
  }
  const byType = (type: string, params: Record<string, unknown> = {}) => {
    const filters = (params.filters as string[] | undefined) ?? [];
    return getAll({ ...params, filters: [prismic.filter.at('document.type', type), ...filters] });
  };
  const source: ContentSource = {
    dangerouslyGetAll: async (params) => record(documents, await getAll(params)) as never,
    getAllByType: async (type, params) => record(documents, await byType(type, params)) as never,
    getSingle: async (type, params) => record(documents, await client.getSingle(type as never, params as never)) as never,
    getByUID: async (type, uid, params) => record(documents, await client.getByUID(type as never, uid, params as never)) as never,
  };
  return {
    source,
    documents,
    origin: new URL(endpoint).origin,
    async close() {
      cmsClose?.();
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
  };
}
