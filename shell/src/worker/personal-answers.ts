/**
 * Whether the offline worker may keep an answer for later. Answers meant for one browser alone say
 * so (`Cache-Control: no-store` or `private`: a page or its data while that browser previews
 * drafts), and keeping them would show unpublished content offline, or after the preview ended.
 * Only complete 200s are kept at all, as Workbox does by default.
 */
export function mayKeep(status: number, cacheControl: string | null): boolean {
  if (status !== 200) return false;
  return !/(?:^|[\s,])(?:no-store|private)(?:$|[\s,=])/i.test(cacheControl ?? '');
}

/** A Workbox plugin: `cacheWillUpdate` returning null keeps the response out of the cache. */
export const keepSharedAnswersOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    mayKeep(response.status, response.headers.get('Cache-Control')) ? response : null,
};
