import * as prismic from '@prismicio/client';
import type { ContentSource } from '@site/contracts/generator';
import { trace } from './trace';

/** A Content API answer (JSON text) as the Response @prismicio/client's `fetch` expects. */
export function jsonResponse({ status, json }: { status: number; json: string }): Response {
  return new Response(json, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * The four queries a generator may make, over a @prismicio/client. `onResults` sees every
 * document handed to a generator.
 *
 * `paged`: the client pauses 500 ms between pages to spare a hosted repository's rate limits; the
 * build's own content server has none, so against it the pages are asked for here, all at once
 * after the first (same queries, same results, in the same order).
 */
export function contentSourceOver(
  client: prismic.Client,
  options: {
    paged: boolean;
    /**
     * The server's answer to a URL, when the server is at hand: a page of results is then parsed
     * straight from its JSON, or is `value`, parsed already (anything but a 200 goes through the
     * client, for its errors).
     */
    answer?: (url: string) => Promise<{ status: number; json?: string; value?: unknown }>;
    onResults?: (docs: unknown[]) => void;
  },
): ContentSource {
  type Page = { results: unknown[]; total_pages: number };
  async function getPage(params: Record<string, unknown>): Promise<Page> {
    if (options.answer) {
      const { status, json, value } = await options.answer(
        await client.buildQueryURL(params as never),
      );
      if (status === 200) return (value ?? JSON.parse(json!)) as Page;
    }
    return client.get(params as never);
  }
  async function getAll(params: Record<string, unknown> = {}): Promise<unknown[]> {
    if (!options.paged) return client.dangerouslyGetAll(params as never);
    const get = (page: number) => getPage({ ...params, pageSize: 100, page });
    const first = await get(1);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) => get(i + 2)),
    );
    trace(`all ${first.total_pages} pages in`);
    return [first, ...rest].flatMap((response) => response.results);
  }
  const byType = (type: string, params: Record<string, unknown> = {}) => {
    const filters = (params.filters as string[] | undefined) ?? [];
    return getAll({ ...params, filters: [prismic.filter.at('document.type', type), ...filters] });
  };
  const seen = <T>(result: T): T => {
    options.onResults?.(Array.isArray(result) ? result : [result]);
    return result;
  };
  return {
    dangerouslyGetAll: async (params) => seen(await getAll(params)) as never,
    getAllByType: async (type, params) => seen(await byType(type, params)) as never,
    getSingle: async (type, params) =>
      seen(await client.getSingle(type as never, params as never)) as never,
    getByUID: async (type, uid, params) =>
      seen(await client.getByUID(type as never, uid, params as never)) as never,
  };
}
