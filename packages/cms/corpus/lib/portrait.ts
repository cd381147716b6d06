import { createHash } from 'node:crypto';
import { fitText } from './fit-text';

/**
 * The portrait placeholder for people and team members: an engraved bust in an oval
 * medallion over a name plaque, one house style for everyone (parchment, sepia ink), with
 * small seeded differences (hair, garment, collar, skin tone) so two people never look
 * like the same stock silhouette. The medallion sits inside the image's central square,
 * so square crops (avatars, profile squares) keep the whole face.
 */

const PAPER = '#f1e6cc';
const PAPER_DEEP = '#dcc9a1';
const INK = '#3b2a1e';
const SKIN = ['#e9c9a8', '#d8ae86', '#b98a62', '#8d5f3f', '#f0d5bb'];
const GARMENT = ['#2f3b52', '#4a2e2a', '#2e4236', '#3a3a3a', '#5a4632'];
const HAIR = ['#2b211b', '#5b4330', '#8a7560', '#c9c3b8', '#1c1c1c'];

const r1 = (n: number) => Math.round(n * 10) / 10;
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function picker(seed: string) {
  const bytes = createHash('sha256').update(`portrait:${seed}`).digest();
  let i = 0;
  return <T>(list: readonly T[]): T => list[bytes[i++ % bytes.length]! % list.length]!;
}

/** The bust inside a medallion of radius `r` centred on (cx, cy); coordinates in px. */
function bust(pick: ReturnType<typeof picker>, cx: number, cy: number, r: number): string {
  const skin = pick(SKIN);
  const cloth = pick(GARMENT);
  const hair = pick(HAIR);
  const hr = r * 0.34; // head radius
  const hy = cy - r * 0.12;
  const shoulders =
    `<path d="M${r1(cx - r * 0.95)} ${r1(cy + r)} Q${r1(cx - r * 0.8)} ${r1(cy + r * 0.42)} ${r1(cx)} ${r1(cy + r * 0.36)} ` +
    `Q${r1(cx + r * 0.8)} ${r1(cy + r * 0.42)} ${r1(cx + r * 0.95)} ${r1(cy + r)}Z" fill="${cloth}"/>`;
  const neck = `<rect x="${r1(cx - hr * 0.4)}" y="${r1(hy + hr * 0.6)}" width="${r1(hr * 0.8)}" height="${r1(hr * 0.9)}" fill="${skin}"/>`;
  const collars = [
    // A ruff.
    `<ellipse cx="${r1(cx)}" cy="${r1(cy + r * 0.4)}" rx="${r1(hr * 1.15)}" ry="${r1(hr * 0.32)}" fill="#f7f3ea" stroke="${INK}" stroke-width="2" stroke-dasharray="6 3"/>`,
    // Preaching bands.
    `<path d="M${r1(cx - hr * 0.22)} ${r1(cy + r * 0.36)}h${r1(hr * 0.44)}l${r1(hr * 0.06)} ${r1(hr * 0.8)}h-${r1(hr * 0.56)}Z" fill="#f7f3ea"/>`,
    // A plain turned-down collar.
    `<path d="M${r1(cx - hr * 0.8)} ${r1(cy + r * 0.36)}L${r1(cx)} ${r1(cy + r * 0.58)}L${r1(cx + hr * 0.8)} ${r1(cy + r * 0.36)}Z" fill="#f7f3ea"/>`,
  ];
  const head = `<ellipse cx="${r1(cx)}" cy="${r1(hy)}" rx="${r1(hr * 0.86)}" ry="${r1(hr)}" fill="${skin}" stroke="${INK}" stroke-width="2"/>`;
  const top = hy - hr;
  const hairs = [
    // Short, swept.
    `<path d="M${r1(cx - hr * 0.88)} ${r1(hy - hr * 0.1)}Q${r1(cx - hr * 0.9)} ${r1(top - hr * 0.2)} ${r1(cx)} ${r1(top - hr * 0.12)}Q${r1(cx + hr * 0.95)} ${r1(top - hr * 0.1)} ${r1(cx + hr * 0.88)} ${r1(hy - hr * 0.1)}Q${r1(cx + hr * 0.3)} ${r1(top + hr * 0.3)} ${r1(cx - hr * 0.88)} ${r1(hy - hr * 0.1)}Z" fill="${hair}"/>`,
    // A scholar's cap.
    `<path d="M${r1(cx - hr * 0.95)} ${r1(hy - hr * 0.45)}Q${r1(cx)} ${r1(top - hr * 0.55)} ${r1(cx + hr * 0.95)} ${r1(hy - hr * 0.45)}Z" fill="${INK}"/>`,
    // Long, to the shoulders.
    `<path d="M${r1(cx - hr * 0.95)} ${r1(hy + hr * 1.1)}Q${r1(cx - hr * 1.2)} ${r1(top - hr * 0.2)} ${r1(cx)} ${r1(top - hr * 0.15)}Q${r1(cx + hr * 1.2)} ${r1(top - hr * 0.2)} ${r1(cx + hr * 0.95)} ${r1(hy + hr * 1.1)}L${r1(cx + hr * 0.7)} ${r1(hy)}Q${r1(cx)} ${r1(top + hr * 0.35)} ${r1(cx - hr * 0.7)} ${r1(hy)}Z" fill="${hair}"/>`,
    // Receding, with a fringe at the sides.
    `<path d="M${r1(cx - hr * 0.86)} ${r1(hy)}Q${r1(cx - hr * 0.95)} ${r1(hy - hr * 0.7)} ${r1(cx - hr * 0.55)} ${r1(hy - hr * 0.75)}L${r1(cx - hr * 0.7)} ${r1(hy)}ZM${r1(cx + hr * 0.86)} ${r1(hy)}Q${r1(cx + hr * 0.95)} ${r1(hy - hr * 0.7)} ${r1(cx + hr * 0.55)} ${r1(hy - hr * 0.75)}L${r1(cx + hr * 0.7)} ${r1(hy)}Z" fill="${hair}"/>`,
  ];
  const e = hr * 0.3;
  const face =
    `<g stroke="${INK}" stroke-width="${r1(Math.max(1.5, hr / 30))}" fill="none" stroke-linecap="round">` +
    `<path d="M${r1(cx - e * 1.3)} ${r1(hy - e * 0.2)}q${r1(e * 0.45)} -${r1(e * 0.3)} ${r1(e * 0.9)} 0M${r1(cx + e * 0.4)} ${r1(hy - e * 0.2)}q${r1(e * 0.45)} -${r1(e * 0.3)} ${r1(e * 0.9)} 0"/>` +
    `<path d="M${r1(cx)} ${r1(hy)}l-${r1(e * 0.2)} ${r1(e * 1.1)}h${r1(e * 0.35)}"/>` +
    `<path d="M${r1(cx - e * 0.6)} ${r1(hy + e * 1.75)}q${r1(e * 0.6)} ${r1(e * 0.25)} ${r1(e * 1.2)} 0"/></g>`;
  return shoulders + neck + pick(collars) + head + face + pick(hairs);
}

/** The placeholder portrait for `name` as an SVG document of `w` × `h` px. */
export function portraitSvg(
  seed: string,
  w: number,
  h: number,
  name: string,
  subtitle = '',
): string {
  const pick = picker(seed);
  const side = Math.min(w, h);
  const plaque = h > w * 1.1 ? h * 0.17 : 0;
  const cx = w / 2;
  const cy = plaque ? h / 2 - plaque * 0.2 : h / 2;
  const r = side * (plaque ? 0.38 : 0.42);
  const clip = `<clipPath id="m"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r * 0.86)}" ry="${r1(r)}"/></clipPath>`;
  const hatch = `<pattern id="h" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="9" stroke="${INK}" stroke-opacity=".12" stroke-width="2"/></pattern>`;
  let text = '';
  if (plaque) {
    const top = h - plaque * 1.05;
    const nameFit = fitText(name, {
      width: w * 0.84,
      maxSize: Math.round(plaque * 0.34),
      minSize: Math.round(plaque * 0.16),
      maxLines: 2,
    });
    const subFit = subtitle
      ? fitText(subtitle, {
          width: w * 0.84,
          maxSize: Math.round(plaque * 0.2),
          minSize: Math.round(plaque * 0.1),
          maxLines: 1,
        })
      : null;
    const lineH = nameFit.size * 1.1;
    const blockH = nameFit.lines.length * lineH + (subFit ? subFit.size * 1.4 : 0);
    let y = top + (plaque - blockH) / 2 + nameFit.size * 0.9;
    for (const line of nameFit.lines) {
      text += `<text x="${r1(cx)}" y="${r1(y)}" font-size="${nameFit.size}" font-weight="bold">${esc(line)}</text>`;
      y += lineH;
    }
    if (subFit)
      text += `<text x="${r1(cx)}" y="${r1(y + subFit.size * 0.3)}" font-size="${subFit.size}">${esc(subFit.lines[0] ?? '')}</text>`;
    text =
      `<rect x="${r1(w * 0.05)}" y="${r1(top)}" width="${r1(w * 0.9)}" height="${r1(plaque)}" fill="${PAPER}" stroke="${INK}" stroke-width="3"/>` +
      `<g font-family="Georgia,'Times New Roman',serif" fill="${INK}" text-anchor="middle">${text}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${esc(name)}</title>` +
    `<defs>${clip}${hatch}<radialGradient id="p"><stop offset="0" stop-color="${PAPER}"/><stop offset="1" stop-color="${PAPER_DEEP}"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#p)"/>` +
    `<g clip-path="url(#m)"><rect width="${w}" height="${h}" fill="${PAPER_DEEP}"/><rect width="${w}" height="${h}" fill="url(#h)"/>${bust(pick, cx, cy, r)}</g>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r * 0.86)}" ry="${r1(r)}" fill="none" stroke="${INK}" stroke-width="${r1(side / 90)}"/>` +
    `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(r * 0.86 + side / 40)}" ry="${r1(r + side / 40)}" fill="none" stroke="${INK}" stroke-opacity=".5" stroke-width="2"/>` +
    `${text}</svg>\n`
  );
}
