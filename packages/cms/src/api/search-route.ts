import type { Request, Response } from 'express';

import { executeSearch } from '../query/execute-search';
import { QueryError } from '../query/query-error';
import { parseSearchParams } from '../query/search-params';
import { renderDocument } from '../render/render-document';
import type { ContentStore } from '../store/content-store';
import { mountBase, requestOrigin, sendBadRequest, sendJson, sendRefError } from './responses';

function pageUrl(base: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return `${base}/api/v2/documents/search?${next.toString()}`;
}

/** `GET /api/v2/documents/search`: validate, check the ref, filter, order, page, render. */
export function searchHandler(store: ContentStore, publicOrigin: string | undefined) {
  return (req: Request, res: Response): void => {
    const params = new URL(req.originalUrl, 'http://local').searchParams;
    const snapshot = store.current();
    try {
      const request = parseSearchParams(params, 'en-us');
      if (request.ref !== snapshot.ref) {
        sendRefError(res, request.ref, store.wasMasterRef(request.ref), snapshot.ref);
        return;
      }
      const { total, entries } = executeSearch(snapshot, request);
      const base = mountBase(req, publicOrigin);
      const ctx = {
        snapshot,
        base,
        origin: requestOrigin(req, publicOrigin),
        fetchLinks: request.fetchLinks,
        fetch: request.fetch,
      };
      const totalPages = Math.ceil(total / request.pageSize);
      sendJson(res, 200, {
        page: request.page,
        results_per_page: request.pageSize,
        results_size: entries.length,
        total_results_size: total,
        total_pages: totalPages,
        next_page: request.page < totalPages ? pageUrl(base, params, request.page + 1) : null,
        prev_page:
          request.page > 1 && totalPages > 0
            ? pageUrl(base, params, Math.min(request.page - 1, totalPages))
            : null,
        results: entries.map((entry) => renderDocument(entry, ctx)),
        version: snapshot.ref.slice(0, 7),
        license: 'All Rights Reserved',
      });
    } catch (error) {
      if (error instanceof QueryError) {
        sendBadRequest(res, error.message, error.kind, params.getAll('q').join(''));
        return;
      }
      throw error;
    }
  };
}
