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

/**
 * Paragraphs separated by blank lines; a line starting "## " or "### " is a heading,
 * "- " a list item and "1. " a numbered item (one block per line).
 */
export function rich(...sources: string[]): Block[] {
  const blocks: Block[] = [];
  for (const source of sources) {
    for (const chunk of source.split(/\n\s*\n/)) {
      const lines = chunk
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      if (!lines.length) continue;
      if (lines.every((l) => /^(- |\d+\. )/.test(l))) {
        for (const l of lines)
          blocks.push(
            l.startsWith('- ')
              ? inline('list-item', l.slice(2))
              : inline('o-list-item', l.replace(/^\d+\. /, '')),
          );
      } else if (lines[0]!.startsWith('### '))
        blocks.push(inline('heading3', lines.join(' ').slice(4)));
      else if (lines[0]!.startsWith('## '))
        blocks.push(inline('heading2', lines.join(' ').slice(3)));
      else blocks.push(inline('paragraph', lines.join(' ')));
    }
  }
  return blocks;
}

export const heading = (text: string, type = 'heading1'): Block[] => [{ type, text, spans: [] }];

export const wordCount = (blocks: Block[]): number =>
  blocks.reduce((n, b) => n + b.text.split(/\s+/).filter(Boolean).length, 0);
