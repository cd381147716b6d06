import type { Response } from 'express';

/** Every preview answer: personal to one browser, never stored, never indexed. */
export function privateAnswer(res: Response): void {
  res.setHeader('Cache-Control', 'no-store, private');
  res.vary('Cookie');
  res.setHeader('X-Robots-Tag', 'noindex');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A plain page for a preview link that cannot be followed: an editor opened it from the CMS, so it
 * says what is wrong and what to do, in words, with a way back to the published site.
 */
export function sendPreviewProblem(
  res: Response,
  status: number,
  heading: string,
  details: readonly string[],
): void {
  privateAnswer(res);
  const items = details.map((d) => `<li>${escapeHtml(d)}</li>`).join('');
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Preview not available</title></head><body><main>` +
        `<h1>${escapeHtml(heading)}</h1>${items ? `<ul>${items}</ul>` : ''}` +
        `<p><a href="/">Go to the published site</a></p></main></body></html>`,
    );
}
