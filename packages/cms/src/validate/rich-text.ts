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

/** A heading names what follows; past these it is a paragraph set in heading type. */
export const HEADING_MAX_WORDS = 12;
export const HEADING_MAX_CHARS = 100;
// Words that end in a period without ending a sentence ("St. Paul", "Dr. Kellogg").
const ABBREVIATIONS = new Set(['st', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'vs', 'rev', 'no']);

/**
 * Why `text` is not a heading, or null when it reads as one: at most HEADING_MAX_WORDS
 * words and HEADING_MAX_CHARS characters, and no sentence ending before more text (an
 * initial such as "Ellen G. White" is not a sentence end).
 */
export function headingProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'heading is empty';
  const words = trimmed.split(/\s+/).length;
  if (words > HEADING_MAX_WORDS || trimmed.length > HEADING_MAX_CHARS)
    return `heading has ${words} words and ${trimmed.length} characters (at most ${HEADING_MAX_WORDS} words, ${HEADING_MAX_CHARS} characters): is it a paragraph?`;
  for (const m of trimmed.matchAll(/([\p{L}\p{N}]+)["'\u2019\u201d)]?[.!?]+\s+(?=\S)/gu)) {
    const word = m[1]!;
    const initial = word.length === 1 && /\p{Lu}/u.test(word);
    if (!initial && !ABBREVIATIONS.has(word.toLowerCase()))
      return `heading holds a sentence ending ("${m[0].trim()}") followed by more text: is it a paragraph?`;
  }
  return null;
}

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
    if (block.type.startsWith('heading')) {
      const why = headingProblem(block.text);
      if (why) problems.push([at, why]);
    }
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
