/**
 * Fitting a title into a box of the generated artwork without a text engine: glyph
 * widths are estimated on the generous side for a bold serif (Georgia, Times), so a
 * title that fits here fits when the SVG is rasterised, with whatever serif is there.
 * A title that cannot fit is an error for the author, never a cut word.
 */

// Widths in em, rounded up to the widest common bold serif (DejaVu Serif Bold, which a server
// without Georgia rasterises with); Georgia and Times are narrower, so they fit too.
const NARROW = new Set([..."iljtfr.,;:!'’|()[] "]);
const WIDE = new Set([...'mwMW@%&']);

/** Estimated advance of one character, in em. */
export function charEm(ch: string): number {
  if (ch === ' ') return 0.34;
  if (NARROW.has(ch)) return 0.44;
  if (WIDE.has(ch)) return 1.1;
  if (/[A-Z]/.test(ch)) return 0.84;
  if (/[0-9]/.test(ch)) return 0.72;
  return 0.7;
}

/** Estimated width of `text` at `size` px. */
export const textWidth = (text: string, size: number): number =>
  [...text].reduce((sum, ch) => sum + charEm(ch), 0) * size;

export type FitOptions = {
  /** The box's width in px. */
  width: number;
  /** The largest and smallest font sizes to try, in px. */
  maxSize: number;
  minSize: number;
  maxLines: number;
};

/** Greedy wrapping at `size`; null when a word alone is wider than the box. */
function wrapAt(words: string[], size: number, width: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (textWidth(word, size) > width) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest size (stepping down 4 % at a time) at which `text` wraps into at most
 * `maxLines` lines that each fit `width`; throws when even `minSize` does not.
 */
export function fitText(text: string, options: FitOptions): { size: number; lines: string[] } {
  const { width, maxSize, minSize, maxLines } = options;
  if (!(width > 0 && minSize > 0 && maxSize >= minSize && maxLines >= 1))
    throw new Error(`fitText: bad box ${JSON.stringify(options)}`);
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { size: maxSize, lines: [] };
  for (let size = maxSize; size >= minSize; size = size * 0.96) {
    const rounded = Math.floor(size);
    const lines = wrapAt(words, rounded, width);
    if (lines && lines.length <= maxLines) return { size: rounded, lines };
  }
  throw new Error(
    `"${text}" does not fit ${maxLines} line(s) of ${Math.round(width)} px at ${minSize} px or more`,
  );
}
