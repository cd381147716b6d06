import type { Request, Response } from 'express';

import { executeSearch } from '../query/execute-search';
import { checkRequestTypes } from '../query/known-types';
import { QueryError } from '../query/query-error';
import { parseSearchParams } from '../query/search-params';
import { renderDocument, type RenderContext } from '../render/render-document';
import type { Refs } from '../editorial/refs';
import type { IndexedDocument } from '../store/types';
import { badRequestBody, mountBase, requestOrigin, sendJson, type ApiAnswer } from './responses';

function pageUrl(base: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return `${base}/api/v2/documents/search?${next.toString()}`;
}

/** A page of search results before its documents are rendered, or the error to answer instead. */
export type SearchPage =
  | { ok: false; answer: ApiAnswer }
  | {
      ok: true;
      entries: IndexedDocument[];
      ctx: RenderContext;
      /** The response body around the rendered documents. */
      envelope: (results: unknown) => Record<string, unknown>;
    };

/**
 * `GET /api/v2/documents/search` without the transport and the rendering: validate, check the
 * ref, filter, order, page. `base` is the absolute mount point, `origin` what stored image URLs
 * are made absolute against.
 */
export function searchPage(
  refs: Refs,
  params: URLSearchParams,
  base: string,
  origin: string,
): SearchPage {
  try {
    const request = parseSearchParams(params, 'en-us');
    const resolved = refs.resolve(request.ref);
    if (!resolved.ok) return { ok: false, answer: resolved.answer };
    const snapshot = resolved.snapshot;
    checkRequestTypes(request, snapshot);
    const { total, entries } = executeSearch(snapshot, request);
    const ctx: RenderContext = {
      snapshot,
      base,
      origin,
      fetchLinks: request.fetchLinks,
      fetch: request.fetch,
    };
    const totalPages = Math.ceil(total / request.pageSize);
    const envelope = (results: unknown) => ({
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
      results,
      version: snapshot.ref.slice(0, 7),
      license: 'All Rights Reserved',
    });
    return { ok: true, entries, ctx, envelope };
  } catch (error) {
    if (error instanceof QueryError) {
      return {
        ok: false,
        answer: badRequestBody(
          error.message,
          error.kind,
          params.getAll('q').join(''),
          error.column,
        ),
      };
    }
    throw error;
  }
}

/** The whole search answer, documents rendered. */
export function searchAnswer(
  refs: Refs,
  params: URLSearchParams,
  base: string,
  origin: string,
): ApiAnswer {
  const page = searchPage(refs, params, base, origin);
  if (!page.ok) return page.answer;
  return {
    status: 200,
    body: page.envelope(page.entries.map((entry) => renderDocument(entry, page.ctx))),
  };
}

/** `GET /api/v2/documents/search`. */
export function searchHandler(refs: Refs, publicOrigin: string | undefined) {
  return (req: Request, res: Response): void => {
    const params = new URL(req.originalUrl, 'http://local').searchParams;
    const answer = searchAnswer(
      refs,
      params,
      mountBase(req, publicOrigin),
      requestOrigin(req, publicOrigin),
    );
    sendJson(res, answer.status, answer.body);
  };
}
