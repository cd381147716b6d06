import fs from 'node:fs';
import path from 'node:path';

export const THEME_COLOUR = '#5b2a1c';

/**
 * The web-app manifest (spec §9: a two-letter short name, start URL /, a theme
 * colour) and its icons, rendered from the shell's favicon.
 */
export async function writeWebAppManifest(
  pagesDir: string,
  iconSvg: string,
  siteName: string,
): Promise<void> {
  const iconsDir = path.join(pagesDir, 'icons');
  fs.mkdirSync(iconsDir, { recursive: true });
  const sizes = [192, 512];
  for (const size of sizes) {
    const file = path.join(iconsDir, `icon-${size}.png`);
    if (fs.existsSync(file)) continue;
    // Loaded only when an icon is missing: most builds have them already.
    const { default: sharp } = await import('sharp');
    await sharp(Buffer.from(iconSvg), { density: 300 }).resize(size, size).png().toFile(file);
  }
  fs.writeFileSync(path.join(iconsDir, 'icon.svg'), iconSvg);
  const manifest = {
    name: siteName,
    short_name: 'FH',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f3',
    theme_color: THEME_COLOUR,
    icons: [
      ...sizes.map((s) => ({
        src: `/icons/icon-${s}.png`,
        sizes: `${s}x${s}`,
        type: 'image/png',
        purpose: 'any',
      })),
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  fs.writeFileSync(
    path.join(pagesDir, 'manifest.webmanifest'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
}
