import sharp from 'sharp';

import { MAX_DIMENSION, type Fit, type ImageParams, type OutputFormat } from './image-params';

const SHARP_FIT: Record<Fit, 'cover' | 'inside' | 'contain' | 'fill'> = {
  crop: 'cover',
  facearea: 'cover',
  min: 'cover',
  clip: 'inside',
  max: 'inside',
  fill: 'contain',
  scale: 'fill',
};

const SVG_DENSITY = 72;

/** Rasterises or re-encodes one source image to the requested size and format. */
export async function renderImage(
  source: Buffer,
  isSvg: boolean,
  params: ImageParams,
  format: OutputFormat,
): Promise<Buffer> {
  const scale = (n: number | undefined) =>
    n === undefined ? undefined : Math.min(Math.round(n * params.dpr), MAX_DIMENSION * 2);
  const width = scale(params.width);
  const height = scale(params.height);
  let density: number | undefined;
  // `max` and `min` never enlarge, so they keep the vector's own size as the limit.
  if (isSvg && (width || height) && params.fit !== 'max' && params.fit !== 'min') {
    // Rasterise the vector at a density that already covers the target, so upscaling never blurs it.
    const meta = await sharp(source).metadata();
    const ratio = Math.max((width ?? 0) / (meta.width || 1), (height ?? 0) / (meta.height || 1));
    if (ratio > 1) density = Math.min(Math.ceil(SVG_DENSITY * ratio), 2400);
  }
  let pipeline = sharp(source, density ? { density } : {});
  if (width || height) {
    pipeline = pipeline.resize({
      width,
      height,
      fit: SHARP_FIT[params.fit],
      withoutEnlargement: params.fit === 'max' || params.fit === 'min',
      background: {
        r: 255,
        g: 255,
        b: 255,
        alpha: params.fit === 'fill' && format !== 'jpeg' ? 0 : 1,
      },
    });
  }
  const quality = params.quality ?? (params.autoCompress ? 70 : 85);
  switch (format) {
    case 'jpeg':
      return pipeline
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: params.autoCompress })
        .toBuffer();
    case 'webp':
      return pipeline.webp({ quality }).toBuffer();
    case 'avif':
      return pipeline.avif({ quality: Math.max(1, quality - 20), effort: 2 }).toBuffer();
    default:
      return pipeline
        .png({
          compressionLevel: params.autoCompress ? 9 : 6,
          palette: params.autoCompress && params.quality !== undefined,
        })
        .toBuffer();
  }
}
