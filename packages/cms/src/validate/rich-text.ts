import { isRecord } from './load';

const BLOCK_TYPES = new Set([
  'paragraph',
  'preformatted',
  'heading1',
  'heading2',
  'heading3',
  'heading4',
  'heading5',
  'heading6',
  'list-item',
  'o-list-item',
  'image',
  'embed',
]);
const SPAN_TYPES = new Set(['strong', 'em', 'hyperlink', 'label']);

/** The block and span types a StructuredText config allows (single or multi list). */
export function allowedRichTypes(config: Record<string, unknown> | undefined) {
  const list = String(config?.single ?? config?.multi ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const blocks = new Set(list.filter((t) => BLOCK_TYPES.has(t)));
  const spans = new Set(list.filter((t) => SPAN_TYPES.has(t)));
  return { blocks, spans, single: config?.single !== undefined };
}

/**
 * Shape problems in a rich-text value, each as [path suffix, message]. Image blocks
 * are returned for the caller's image check, hyperlink data for its link check.
 */
export function checkRichText(
  value: unknown,
  config: Record<string, unknown> | undefined,
  onImage: (path: string, block: Record<string, unknown>) => void,
  onLink: (path: string, link: unknown) => void,
): [string, string][] {
  if (!Array.isArray(value)) return [['', 'rich text must be an array of blocks']];
  const { blocks, spans, single } = allowedRichTypes(config);
  const problems: [string, string][] = [];
  if (single && value.length > 1)
    problems.push(['', `single-block rich text has ${value.length} blocks`]);
  value.forEach((block: unknown, i) => {
    const at = `[${i}]`;
    if (!isRecord(block) || typeof block.type !== 'string') {
      problems.push([at, 'block must be an object with a type']);
      return;
    }
    if (!blocks.has(block.type))
      problems.push([at, `block type "${block.type}" is not allowed here`]);
    if (block.type === 'image') return onImage(at, block);
    if (block.type === 'embed') return;
    if (typeof block.text !== 'string')
      return void problems.push([at, 'block text must be a string']);
    if (!Array.isArray(block.spans))
      return void problems.push([at, 'block spans must be an array']);
    const length = block.text.length;
    block.spans.forEach((span: unknown, j) => {
      const sat = `${at}.spans[${j}]`;
      if (!isRecord(span) || typeof span.type !== 'string')
        return void problems.push([sat, 'span must have a type']);
      const { start, end } = span;
      if (
        !Number.isInteger(start) ||
        !Number.isInteger(end) ||
        (start as number) < 0 ||
        (end as number) > length ||
        (start as number) > (end as number)
      ) {
        problems.push([sat, `span range ${String(start)}..${String(end)} is outside 0..${length}`]);
      }
      if (!SPAN_TYPES.has(span.type) || (spans.size > 0 && !spans.has(span.type))) {
        problems.push([sat, `span type "${span.type}" is not allowed here`]);
      }
      if (span.type === 'hyperlink') onLink(`${sat}.data`, span.data);
    });
  });
  return problems;
}
