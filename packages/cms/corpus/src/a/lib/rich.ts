/** Prismic rich text from a light markup, so content files read like prose. */
export type Span = {
  start: number;
  end: number;
  type: 'strong' | 'em' | 'hyperlink';
  data?: { link_type: 'Web'; url: string };
};
export type Block = { type: string; text: string; spans: Span[] };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

/** `**strong**`, `*em*` and `[text](url)` become spans over the plain text. */
export function inline(type: string, source: string): Block {
  const spans: Span[] = [];
  let text = '';
  let last = 0;
  for (const m of source.matchAll(INLINE)) {
    text += source.slice(last, m.index);
    const inner = m[1] ?? m[2] ?? m[3] ?? '';
    const start = text.length;
    text += inner;
    if (m[1] !== undefined) spans.push({ start, end: text.length, type: 'strong' });
    else if (m[2] !== undefined) spans.push({ start, end: text.length, type: 'em' });
    else
      spans.push({
        start,
        end: text.length,
        type: 'hyperlink',
        data: { link_type: 'Web', url: m[4] ?? '' },
      });
    last = (m.index ?? 0) + m[0].length;
  }
  text += source.slice(last);
  return { type, text, spans };
}

const HEADING = /^(#{2,3}) /;

/** One chunk's lines that are not headings: all list lines, or one paragraph. */
function body(lines: string[], blocks: Block[]): void {
  if (!lines.length) return;
  if (lines.every((l) => /^(- |\d+\. )/.test(l))) {
    for (const l of lines)
      blocks.push(
        l.startsWith('- ')
          ? inline('list-item', l.slice(2))
          : inline('o-list-item', l.replace(/^\d+\. /, '')),
      );
  } else blocks.push(inline('paragraph', lines.join(' ')));
}

/**
 * Paragraphs separated by blank lines; a line starting "## " or "### " is a heading,
 * "- " a list item and "1. " a numbered item (one block per line). A heading is its
 * line alone: the lines after it in the same chunk are the paragraph it introduces
 * (joining them into the heading once turned whole paragraphs into headings).
 */
export function rich(...sources: string[]): Block[] {
  const blocks: Block[] = [];
  for (const source of sources) {
    for (const chunk of source.split(/\n\s*\n/)) {
      const lines = chunk
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      let run: string[] = [];
      for (const line of lines) {
        const h = HEADING.exec(line);
        if (!h) {
          run.push(line);
          continue;
        }
        body(run, blocks);
        run = [];
        blocks.push(inline(h[1] === '##' ? 'heading2' : 'heading3', line.slice(h[0].length)));
      }
      body(run, blocks);
    }
  }
  return blocks;
}

export const heading = (text: string, type = 'heading1'): Block[] => [{ type, text, spans: [] }];

export const wordCount = (blocks: Block[]): number =>
  blocks.reduce((n, b) => n + b.text.split(/\s+/).filter(Boolean).length, 0);
