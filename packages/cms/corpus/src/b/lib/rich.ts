/** Prismic rich-text blocks from plain authoring text. */
export interface Block {
  type: string;
  text: string;
  spans: Array<{ start: number; end: number; type: string; data?: unknown }>;
}

export const heading = (
  text: string,
  type: 'heading1' | 'heading2' | 'heading3' = 'heading1',
): Block[] => [{ type, text, spans: [] }];

export const paragraph = (text: string): Block[] => [{ type: 'paragraph', text, spans: [] }];

/** One chunk's lines that are not headings: list items, or one paragraph. */
function body(lines: string[], blocks: Block[]): void {
  if (!lines.length) return;
  if (lines.every((l) => l.startsWith('- '))) {
    lines.forEach((l) => blocks.push(inline('list-item', l.slice(2))));
  } else if (lines.every((l) => /^\d+\. /.test(l))) {
    lines.forEach((l) => blocks.push(inline('o-list-item', l.replace(/^\d+\. /, ''))));
  } else {
    blocks.push(inline('paragraph', lines.join(' ')));
  }
}

/**
 * Paragraphs separated by blank lines; a line starting "## " is a heading2,
 * lines starting "- " are list items, "1. " ordered ones. Words wrapped in
 * *stars* become em spans, so authoring text stays readable. A heading is its
 * line alone; the lines after it in the same chunk are the paragraph it introduces.
 */
export function rich(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    let run: string[] = [];
    for (const line of lines) {
      if (!line.startsWith('## ')) {
        run.push(line);
        continue;
      }
      body(run, blocks);
      run = [];
      blocks.push(inline('heading2', line.slice(3)));
    }
    body(run, blocks);
  }
  return blocks;
}

function inline(type: string, raw: string): Block {
  const spans: Block['spans'] = [];
  let text = '';
  const parts = raw.split('*');
  parts.forEach((part, i) => {
    if (i % 2 === 1 && i < parts.length - 1) {
      spans.push({ start: text.length, end: text.length + part.length, type: 'em' });
    } else if (i % 2 === 1) {
      text += '*';
    }
    text += part;
  });
  return { type, text, spans };
}

export function words(blocks: Block[]): number {
  return blocks.reduce((n, b) => n + b.text.split(/\s+/).filter(Boolean).length, 0);
}
