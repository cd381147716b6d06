/** imgix-style parameters understood by the image route, validated into a render plan. */

export type OutputFormat = 'png' | 'jpeg' | 'webp' | 'avif';
export type Fit = 'crop' | 'clip' | 'max' | 'min' | 'fill' | 'scale' | 'facearea';

export interface ImageParams {
  width?: number;
  height?: number;
  fit: Fit;
  quality?: number;
  /** From `fm`; when absent the format is negotiated (`auto=format`) or kept. */
  format?: OutputFormat;
  autoFormat: boolean;
  autoCompress: boolean;
  dpr: number;
}

export class ImageParamError extends Error {}

const FITS: readonly Fit[] = ['crop', 'clip', 'max', 'min', 'fill', 'scale', 'facearea'];
const FORMATS: Record<string, OutputFormat> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pjpg: 'jpeg',
  webp: 'webp',
  avif: 'avif',
};
const AUTO = new Set(['format', 'compress', 'enhance', 'redeye', 'true']);
export const MAX_DIMENSION = 4000;

function whole(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ImageParamError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

export function parseImageParams(params: URLSearchParams): ImageParams {
  const fit = params.get('fit') ?? 'clip';
  if (!(FITS as readonly string[]).includes(fit)) {
    throw new ImageParamError(`fit must be one of ${FITS.join(', ')}, got "${fit}"`);
  }
  const fm = params.get('fm');
  const format = fm === null ? undefined : FORMATS[fm.toLowerCase()];
  if (fm !== null && !format)
    throw new ImageParamError(`fm must be one of ${Object.keys(FORMATS).join(', ')}, got "${fm}"`);
  const auto = (params.get('auto') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = auto.find((a) => !AUTO.has(a));
  if (unknown) throw new ImageParamError(`auto accepts format and compress, got "${unknown}"`);
  const dprRaw = params.get('dpr');
  const dpr = dprRaw === null ? 1 : Number(dprRaw);
  if (!/^\d+(\.\d+)?$/.test(dprRaw ?? '1') || dpr < 1 || dpr > 5)
    throw new ImageParamError(`dpr must be a number from 1 to 5, got "${dprRaw}"`);
  return {
    width: whole(params, 'w', 1, MAX_DIMENSION),
    height: whole(params, 'h', 1, MAX_DIMENSION),
    fit: fit as Fit,
    quality: whole(params, 'q', 1, 100),
    format,
    autoFormat: auto.includes('format') || auto.includes('true'),
    autoCompress: auto.includes('compress') || auto.includes('true'),
    dpr,
  };
}

/** The output format: `fm` wins, then `auto=format` negotiation, then the source's own family. */
export function chooseFormat(
  params: ImageParams,
  accept: string,
  source: 'svg' | 'png' | 'jpeg',
): OutputFormat {
  if (params.format) return params.format;
  if (params.autoFormat) {
    if (/image\/avif/i.test(accept)) return 'avif';
    if (/image\/webp/i.test(accept)) return 'webp';
  }
  return source === 'jpeg' ? 'jpeg' : 'png';
}
