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

/** No output side is ever larger than this, whatever w, h and dpr say (larger values are clamped). */
export const MAX_DIMENSION = 3000;
export const MAX_DPR = 3;

/** A whole number of at least 1; anything larger than `cap` is clamped to it, as imgix does. */
function whole(params: URLSearchParams, name: string, cap: number): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new ImageParamError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return Math.min(Number(raw), cap);
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
  const dprRaw = params.get('dpr') ?? '1';
  if (!/^\d+(\.\d+)?$/.test(dprRaw) || Number(dprRaw) < 1)
    throw new ImageParamError(`dpr must be a number of at least 1, got "${dprRaw}"`);
  const q = params.get('q');
  if (q !== null && (!/^\d+$/.test(q) || Number(q) < 1 || Number(q) > 100))
    throw new ImageParamError(`q must be a whole number from 1 to 100, got "${q}"`);
  return {
    width: whole(params, 'w', MAX_DIMENSION),
    height: whole(params, 'h', MAX_DIMENSION),
    fit: fit as Fit,
    quality: q === null ? undefined : Number(q),
    format,
    autoFormat: auto.includes('format') || auto.includes('true'),
    autoCompress: auto.includes('compress') || auto.includes('true'),
    dpr: Math.min(Number(dprRaw), MAX_DPR),
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
