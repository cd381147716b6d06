import type { PageHead } from '@site/contracts/page-data';
import { SITE_DESCRIPTION, SITE_NAME } from '@site/contracts/site';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it may close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return scriptJsonText(JSON.stringify(value));
}

/** `scriptJson` of a value already written as JSON (`JSON.stringify`'s text). */
export function scriptJsonText(json: string): string {
  // Most pages have none of them: one look over the text rather than three.
  if (!/[<\u2028\u2029]/.test(json)) return json;
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page's head tags. One whose generator gave no description gets the site's. */
export function headTags(head: PageHead, path: string, siteUrl: string): string {
  const canonical = new URL(head.canonicalPath ?? path, siteUrl).href;
  const title = `${head.title} · ${SITE_NAME}`;
  const description = head.description || SITE_DESCRIPTION;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}"/>`,
    `<meta property="og:title" content="${escapeHtml(head.title)}"/>`,
    `<meta property="og:type" content="${escapeHtml(head.type ?? 'website')}"/>`,
    `<meta property="og:url" content="${escapeHtml(canonical)}"/>`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}"/>`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}"/>`,
  ];
  tags.push(`<meta name="description" content="${escapeHtml(description)}"/>`);
  tags.push(`<meta property="og:description" content="${escapeHtml(description)}"/>`);
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(new URL(head.image.url, siteUrl).href)}"/>`,
    );
    if (head.image.alt)
      tags.push(`<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}"/>`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex"/>');
  for (const ld of head.jsonLd ?? []) {
    tags.push(
      `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...ld })}</script>`,
    );
  }
  return tags.join('');
}

/** The template without its default title and description: the same for every page of a build. */
let stripped: { template: string; text: string } | null = null;
function withoutDefaults(template: string): string {
  if (stripped?.template !== template)
    stripped = {
      template,
      text: template
        .replace(/<title>[\s\S]*?<\/title>/, '')
        .replace(/<meta name="description"[^>]*>/, ''),
    };
  return stripped.text;
}

/**
 * Puts a page into the shell's index.html: its head tags replace the default title
 * and description, its markup goes into #root, its data follows in a JSON script, and `after`
 * (its island templates) after that.
 */
export function composeDocument(
  template: string,
  /** `data`, or `dataJson`: the same as its JSON text, made already (a page's, once per page). */
  parts: { head: string; body: string; after?: string } & (
    { data: unknown } | { dataJson: string }
  ),
): string {
  const json = 'dataJson' in parts ? scriptJsonText(parts.dataJson) : scriptJson(parts.data);
  const withHead = withoutDefaults(template).replace('</head>', `${parts.head}</head>`);
  const marker = '<div id="root"></div>';
  if (!withHead.includes(marker))
    throw new Error('The shell template has no <div id="root"></div>');
  return withHead.replace(
    marker,
    `<div id="root">${parts.body}</div><script id="__SITE_DATA__" type="application/json">${json}</script>${parts.after ?? ''}`,
  );
}
