import { fitText } from '../../../lib/fit-text';
import { portraitSvg } from '../../../lib/portrait';
import { seeded } from './random';

/** Drawing styles for the original artwork; each stays well under 6 KB. */
export type Art = 'map' | 'woodcut' | 'window' | 'portrait' | 'cover' | 'sheet' | 'logo' | 'scroll';

const PALETTES: [string, string, string, string][] = [
  ['#f3e9d2', '#d9c49a', '#3b2f2f', '#8c2f39'], // parchment, ink, crimson
  ['#1f2a44', '#34495e', '#f4d35e', '#ee964b'], // night blue, gold
  ['#e8efe6', '#9db4a0', '#23372b', '#b5651d'], // valley green
  ['#2b1d14', '#5c4033', '#e9d8a6', '#ca6702'], // woodcut brown
  ['#eae2f0', '#b8a1c9', '#2e1f3d', '#7b2cbf'], // stained-glass violet
  ['#dfe7ef', '#9fb3c8', '#102a43', '#c81d25'], // sea grey
];

const r1 = (n: number) => Math.round(n * 10) / 10;
export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Ctx = { w: number; h: number; rnd: () => number; p: [string, string, string, string] };

function motif(art: Art, { w, h, rnd, p }: Ctx): string {
  const [, mid, ink, accent] = p;
  switch (art) {
    case 'map': {
      const coast = Array.from(
        { length: 7 },
        (_, i) => `${r1((w / 6) * i)},${r1(h * (0.3 + rnd() * 0.4))}`,
      );
      const pins = Array.from(
        { length: 4 },
        () =>
          `<circle cx="${r1(w * (0.15 + rnd() * 0.7))}" cy="${r1(h * (0.2 + rnd() * 0.5))}" r="${r1(w / 90)}" fill="${accent}"/>`,
      );
      return (
        `<path d="M0,${h} L${coast.join(' L')} L${w},${h}Z" fill="${mid}" opacity=".6"/>` +
        `<polyline points="${coast.join(' ')}" fill="none" stroke="${ink}" stroke-width="${r1(w / 400)}" stroke-dasharray="8 6"/>` +
        pins.join('') +
        `<g transform="translate(${r1(w * 0.88)},${r1(h * 0.18)})" stroke="${ink}" fill="none"><circle r="${r1(h / 14)}"/><path d="M0,-${r1(h / 10)}V${r1(h / 10)}M-${r1(h / 10)},0H${r1(h / 10)}"/></g>`
      );
    }
    case 'woodcut': {
      const roofs = Array.from({ length: 9 }, (_, i) => {
        const x = (w / 9) * i,
          bw = w / 9 - 6,
          bh = h * (0.15 + rnd() * 0.25);
        const spire =
          rnd() > 0.7
            ? `<path d="M${r1(x + bw / 2 - 14)},${r1(h * 0.8 - bh)}l14,-${r1(h * 0.18)}l14,${r1(h * 0.18)}Z"/>`
            : '';
        return `<rect x="${r1(x)}" y="${r1(h * 0.8 - bh)}" width="${r1(bw)}" height="${r1(bh)}"/>${spire}`;
      });
      return (
        `<defs><pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><line x1="0" y1="0" x2="0" y2="10" stroke="${ink}" stroke-width="2" opacity=".25"/></pattern></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#hatch)"/><circle cx="${r1(w * 0.75)}" cy="${r1(h * 0.3)}" r="${r1(h * 0.12)}" fill="${accent}" opacity=".8"/>` +
        `<g fill="${ink}">${roofs.join('')}<rect y="${r1(h * 0.8)}" width="${w}" height="${r1(h * 0.2)}"/></g>`
      );
    }
    case 'window': {
      const cx = w / 2,
        cy = h * 0.45,
        rr = Math.min(w, h) * 0.32;
      const spokes = Array.from({ length: 12 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 12;
        return `M${r1(cx)},${r1(cy)}L${r1(cx + Math.cos(a) * rr)},${r1(cy + Math.sin(a) * rr)}`;
      });
      return (
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rr)}" fill="${mid}" stroke="${ink}" stroke-width="8"/>` +
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rr * 0.35)}" fill="${accent}"/>` +
        `<path d="${spokes.join('')}" stroke="${ink}" stroke-width="5"/>`
      );
    }
    case 'cover':
      return (
        `<rect x="${r1(w * 0.06)}" y="${r1(h * 0.04)}" width="${r1(w * 0.88)}" height="${r1(h * 0.92)}" fill="none" stroke="${accent}" stroke-width="10"/>` +
        `<path d="M${r1(w / 2)},${r1(h * 0.18)}l${r1(w * 0.12)},${r1(h * 0.12)}l-${r1(w * 0.12)},${r1(h * 0.12)}l-${r1(w * 0.12)},-${r1(h * 0.12)}Z" fill="${accent}"/>`
      );
    case 'sheet': {
      const cells = Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${r1(w * 0.05 + (i % 3) * w * 0.31)}" y="${r1(h * 0.08 + Math.floor(i / 3) * h * 0.36)}" width="${r1(w * 0.28)}" height="${r1(h * 0.3)}" fill="${i % 2 ? mid : accent}" opacity=".7"/>`,
      );
      return cells.join('');
    }
    case 'logo':
      return `<rect x="8" y="8" width="${w - 16}" height="${h - 16}" rx="18" fill="none" stroke="${ink}" stroke-width="6"/>`;
    case 'scroll':
    default: {
      const lines = Array.from(
        { length: 8 },
        (_, i) => `M${r1(w * 0.15)},${r1(h * (0.15 + i * 0.07))}h${r1(w * (0.5 + rnd() * 0.2))}`,
      );
      return (
        `<rect x="${r1(w * 0.1)}" y="${r1(h * 0.08)}" width="${r1(w * 0.8)}" height="${r1(h * 0.7)}" rx="24" fill="${mid}" opacity=".5"/>` +
        `<path d="${lines.join('')}" stroke="${ink}" stroke-width="6" opacity=".5"/>`
      );
    }
  }
}

/**
 * Where the title goes. `band`: a band across the foot. `square`: the same band, with the
 * words kept inside the central square, which a square crop of the image (a `square`
 * view) keeps. `top`: a band at the top, so a video's play button, drawn over the
 * centre by the site, never covers the words.
 */
export type TitleLayout = 'band' | 'square' | 'top';

/** An original SVG with a motif and the title as text; width/height equal the viewBox. */
export function drawSvg(
  seed: string,
  art: Art,
  w: number,
  h: number,
  title: string,
  subtitle = '',
  layout: TitleLayout = 'band',
): string {
  const rnd = seeded(seed);
  const p = PALETTES[Math.floor(rnd() * PALETTES.length)] ?? PALETTES[0]!;
  const [bg, mid, ink] = p;
  if (art === 'portrait') return portraitSvg(seed, w, h, title, subtitle);
  const safe = layout === 'square' ? Math.min(w, h) : w;
  const boxWidth = safe * 0.88;
  const maxSize = Math.round(Math.min(w / 18, h / 7));
  const fit = fitText(title, {
    width: boxWidth,
    maxSize,
    minSize: Math.round(maxSize * 0.4),
    maxLines: layout === 'top' ? 2 : 3,
  });
  const { size, lines } = fit;
  const subFit = subtitle
    ? fitText(subtitle, {
        width: boxWidth,
        maxSize: Math.round(size * 0.5),
        minSize: Math.round(size * 0.3),
        maxLines: 1,
      })
    : null;
  // The last line (the subtitle's, if any) sits 0.45 em above the foot.
  const below = (subFit ? lines.length : lines.length - 1) * size * 1.15;
  const baseY =
    layout === 'top' ? size * 1.4 : art === 'cover' ? h * 0.55 : h - size * 0.45 - below;
  const centred = layout === 'square';
  const x = centred ? w / 2 : w * 0.06;
  const anchor = centred ? ' text-anchor="middle"' : '';
  const text = lines
    .map(
      (line, i) =>
        `<text x="${r1(x)}" y="${r1(baseY + i * size * 1.15)}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  const bandTop = layout === 'top' ? 0 : baseY - size * 1.1;
  const bandHeight =
    layout === 'top' || art === 'cover' ? baseY + below + size * 0.5 - bandTop : h - bandTop;
  const sub = subFit
    ? `<text x="${r1(x)}" y="${r1(baseY + lines.length * size * 1.15)}" font-size="${subFit.size}">${escapeXml(subFit.lines[0] ?? '')}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${motif(art, { w, h, rnd, p })}` +
    // A band behind the title keeps it legible over any motif.
    `<rect y="${r1(bandTop)}" width="${w}" height="${r1(bandHeight)}" fill="${bg}" opacity=".85"/>` +
    `<g font-family="Georgia,'Times New Roman',serif" fill="${ink}" font-weight="bold"${anchor}>${text}${sub}</g></svg>\n`
  );
}
