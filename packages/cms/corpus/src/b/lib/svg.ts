import { createHash } from 'node:crypto';
import { fitText } from '../../../lib/fit-text';
import { portraitSvg } from '../../../lib/portrait';

/** Original artwork drawn from a seed: the same title always gives the same picture. */
export type Motif = 'portrait' | 'landscape' | 'woodcut' | 'map' | 'wave' | 'frame';

export interface Art {
  motif: Motif;
  title: string;
  subtitle?: string;
  width: number;
  height: number;
  /** `top` keeps the title out of the centre, where the site draws a video's play button. */
  layout?: 'caption' | 'top';
}

const PALETTES: Array<[string, string, string]> = [
  ['#1f2a44', '#3d5a80', '#e0c58f'],
  ['#3b1f2b', '#7a3b46', '#f2d7a6'],
  ['#1e3b33', '#3f7363', '#eadcae'],
  ['#2b2d42', '#5c6784', '#edf2f4'],
  ['#40261b', '#8c5a3c', '#f4e3c1'],
  ['#14213d', '#2f4a7a', '#fca311'],
  ['#283618', '#606c38', '#fefae0'],
  ['#3c1642', '#6f3a73', '#f7d1cd'],
];

function rng(seed: string): () => number {
  let state = createHash('sha1').update(seed).digest().readUInt32BE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The title (and subtitle), fitted to the width and wrapped on whole words, starting at
 * `y`; with `layout: 'top'` it sits in a band along the top instead.
 */
function caption(a: Art, ink: string, y: number): string {
  const maxSize = Math.round(Math.min(a.width / 16, a.height / 8));
  const box = { width: a.width * 0.88, maxSize, minSize: Math.round(maxSize * 0.4) };
  const top = a.layout === 'top';
  const { size, lines } = fitText(a.title, { ...box, maxLines: top ? 2 : 3 });
  const sub = a.subtitle
    ? fitText(a.subtitle, {
        ...box,
        maxSize: Math.round(size * 0.55),
        minSize: Math.round(size * 0.3),
        maxLines: 1,
      })
    : null;
  const first = top ? size * 1.3 : y;
  const title = lines
    .map(
      (l, i) =>
        `<text x="${a.width / 2}" y="${Math.round(first + i * size * 1.15)}" font-size="${size}">${esc(l)}</text>`,
    )
    .join('');
  const subText = sub
    ? `<text x="${a.width / 2}" y="${Math.round(first + lines.length * size * 1.15)}" font-size="${sub.size}" opacity="0.85">${esc(sub.lines[0] ?? '')}</text>`
    : '';
  const lastBaseline = first + (sub ? lines.length : lines.length - 1) * size * 1.15;
  const band = top
    ? `<rect width="${a.width}" height="${Math.round(lastBaseline + size * 0.45)}" fill="#000" opacity="0.55"/>`
    : '';
  return `${band}<g fill="${ink}" font-family="Georgia, serif" text-anchor="middle">${title}${subText}</g>`;
}

function hills(w: number, h: number, rand: () => number, colours: string[]): string {
  return colours
    .map((c, i) => {
      const base = h * (0.55 + i * 0.12);
      let d = `M0 ${r1(base)}`;
      for (let x = 0; x <= w; x += w / 6)
        d += ` Q${r1(x + w / 12)} ${r1(base - rand() * h * 0.18)} ${r1(x + w / 6)} ${r1(base + (rand() - 0.5) * h * 0.06)}`;
      return `<path d="${d} L${w} ${h} L0 ${h}Z" fill="${c}" opacity="${0.55 + i * 0.15}"/>`;
    })
    .join('');
}

function body(a: Art, rand: () => number, [dark, mid, light]: [string, string, string]): string {
  const { width: w, height: h } = a;
  switch (a.motif) {
    case 'portrait':
      return ''; // drawn whole by portraitSvg
    case 'landscape':
      return `<circle cx="${r1(w * (0.2 + rand() * 0.6))}" cy="${r1(h * 0.28)}" r="${r1(h * 0.09)}" fill="${light}" opacity="0.8"/>${hills(w, h, rand, [mid, dark, '#000'])}${caption(a, light, h * 0.8)}`;
    case 'woodcut': {
      const cx = w * (0.3 + rand() * 0.4),
        cy = h * 0.4;
      let rays = '';
      for (let i = 0; i < 18; i++) {
        const t = (i / 18) * Math.PI * 2 + rand() * 0.1;
        rays += `<line x1="${cx}" y1="${cy}" x2="${r1(cx + Math.cos(t) * w)}" y2="${r1(cy + Math.sin(t) * w)}"/>`;
      }
      return `<defs><pattern id="h" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(${Math.round(rand() * 90)})"><line x1="0" y1="0" x2="0" y2="12" stroke="${light}" stroke-opacity="0.18" stroke-width="4"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#h)"/><g stroke="${light}" stroke-opacity="0.3" stroke-width="2">${rays}</g><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * 0.16)}" fill="${dark}" stroke="${light}" stroke-width="4"/><rect y="${r1(h * 0.64)}" width="${w}" height="${r1(h * 0.36)}" fill="${dark}" opacity="0.85"/>${caption(a, light, h * 0.76)}`;
    }
    case 'map': {
      let grid = '';
      for (let x = w / 8; x < w; x += w / 8)
        grid += `<line x1="${r1(x)}" y1="0" x2="${r1(x)}" y2="${h}"/>`;
      for (let y = h / 6; y < h; y += h / 6)
        grid += `<line x1="0" y1="${r1(y)}" x2="${w}" y2="${r1(y)}"/>`;
      let coast = '';
      for (let i = 0; i < 10; i++) {
        const t = (i / 10) * Math.PI * 2;
        coast += `${i ? 'L' : 'M'}${r1(w * 0.5 + Math.cos(t) * w * (0.22 + rand() * 0.12))} ${r1(h * 0.42 + Math.sin(t) * h * (0.2 + rand() * 0.1))}`;
      }
      const px = w * 0.5,
        py = h * 0.4;
      return `<g stroke="${light}" stroke-opacity="0.2">${grid}</g><path d="${coast}Z" fill="${mid}" stroke="${light}" stroke-width="3"/><path d="M${px} ${r1(py + 30)} l-14 -28 a16 16 0 1 1 28 0Z" fill="${light}"/>${caption(a, light, h * 0.82)}`;
    }
    case 'wave': {
      let bars = '';
      const n = 32,
        bw = w / n;
      for (let i = 0; i < n; i++) {
        const bh = h * (0.08 + rand() * 0.3);
        bars += `<rect x="${r1(i * bw + bw * 0.2)}" y="${r1(h * 0.42 - bh / 2)}" width="${r1(bw * 0.6)}" height="${r1(bh)}" rx="${r1(bw * 0.3)}"/>`;
      }
      return `<g fill="${light}" opacity="0.7">${bars}</g>${caption(a, light, h * 0.78)}`;
    }
    case 'frame': {
      const m = Math.min(w, h) * 0.06;
      return `<rect x="${r1(m)}" y="${r1(m)}" width="${r1(w - 2 * m)}" height="${r1(h - 2 * m)}" fill="none" stroke="${light}" stroke-width="4"/><rect x="${r1(m * 1.5)}" y="${r1(m * 1.5)}" width="${r1(w - 3 * m)}" height="${r1(h - 3 * m)}" fill="none" stroke="${light}" stroke-opacity="0.5" stroke-width="2"/><path d="M${w / 2} ${r1(h * 0.18)} l${r1(h * 0.1)} ${r1(h * 0.14)} l-${r1(h * 0.1)} ${r1(h * 0.14)} l-${r1(h * 0.1)} -${r1(h * 0.14)}Z" fill="${light}" opacity="0.8"/>${caption(a, light, h * 0.62)}`;
    }
  }
}

export function drawSvg(a: Art, seed: string): string {
  if (a.motif === 'portrait') return portraitSvg(seed, a.width, a.height, a.title, a.subtitle);
  const rand = rng(seed);
  const palette = PALETTES[Math.floor(rand() * PALETTES.length)] ?? PALETTES[0]!;
  const [dark, mid] = palette;
  const bg = `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><rect width="${a.width}" height="${a.height}" fill="url(#g)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${a.width}" height="${a.height}" viewBox="0 0 ${a.width} ${a.height}" role="img"><title>${esc(a.title)}</title>${bg}${body(a, rand, palette)}</svg>\n`;
}
