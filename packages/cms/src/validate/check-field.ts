import { checkImageFile, localAssetFile } from './images';
import { type FieldDef, type Fields, isRecord, type LoadedSlice } from './load';
import { checkRichText } from './rich-text';
import { existsSync } from 'node:fs';

export type FieldContext = {
  imagesDir: string;
  /** document id → type, for resolving Document links */
  ids: Map<string, string>;
  slices: Map<string, LoadedSlice>;
  report: (path: string, message: string) => void;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const IMAGE_KEYS = new Set(['url', 'dimensions', 'alt', 'copyright', 'id', 'edit']);

function validDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/** Every model field must be present (Prismic stores empties) and no other key may appear. */
export function checkFields(
  fields: Fields,
  value: Record<string, unknown>,
  path: string,
  ctx: FieldContext,
): void {
  const prefix = path ? `${path}.` : '';
  for (const key of Object.keys(value)) {
    if (!fields[key] || fields[key].type === 'UID')
      ctx.report(`${prefix}${key}`, 'is not a field of the model');
  }
  for (const [key, def] of Object.entries(fields)) {
    if (def.type === 'UID') continue;
    if (!(key in value))
      ctx.report(`${prefix}${key}`, 'is missing (store empty fields as Prismic does)');
    else checkValue(def, value[key], `${prefix}${key}`, ctx);
  }
}

function checkImageValue(
  value: unknown,
  thumbnails: string[],
  path: string,
  ctx: FieldContext,
): void {
  if (!isRecord(value)) return ctx.report(path, 'image must be an object ({} when empty)');
  if (Object.keys(value).length === 0) return;
  const { url, dimensions, alt, copyright } = value;
  if (typeof url !== 'string') return ctx.report(path, 'image url must be a string');
  if (
    !isRecord(dimensions) ||
    typeof dimensions.width !== 'number' ||
    typeof dimensions.height !== 'number'
  ) {
    return ctx.report(path, 'image dimensions must be { width, height } numbers');
  }
  if (alt !== null && typeof alt !== 'string')
    ctx.report(path, 'image alt must be a string or null');
  if (copyright !== null && typeof copyright !== 'string')
    ctx.report(path, 'image copyright must be a string or null');
  for (const problem of checkImageFile(ctx.imagesDir, url, {
    width: dimensions.width,
    height: dimensions.height,
  }))
    ctx.report(path, problem);
  for (const name of thumbnails) {
    if (!(name in value))
      ctx.report(`${path}.${name}`, 'is missing: every thumbnail of the model is stored as a view');
  }
  for (const key of Object.keys(value)) {
    if (IMAGE_KEYS.has(key)) continue;
    if (thumbnails.includes(key)) checkImageValue(value[key], [], `${path}.${key}`, ctx);
    else ctx.report(`${path}.${key}`, 'is not a thumbnail of this image field');
  }
}

const LINK_SELECT: Record<string, string> = { document: 'Document', web: 'Web', media: 'Media' };

export function checkLink(
  config: Record<string, unknown> | undefined,
  value: unknown,
  path: string,
  ctx: FieldContext,
): void {
  if (!isRecord(value) || typeof value.link_type !== 'string')
    return ctx.report(path, 'link must have a link_type');
  const kind = value.link_type;
  if (kind === 'Any') return;
  const select = typeof config?.select === 'string' ? LINK_SELECT[config.select] : undefined;
  if (select && kind !== select)
    return ctx.report(path, `link_type "${kind}" is not allowed (field takes ${select})`);
  if (kind === 'Document') {
    const extra = Object.keys(value).filter((k) => k !== 'link_type' && k !== 'id');
    if (extra.length)
      ctx.report(
        path,
        `a stored Document link holds only link_type and id, not ${extra.join(', ')}`,
      );
    const target = typeof value.id === 'string' ? ctx.ids.get(value.id) : undefined;
    if (!target)
      return ctx.report(path, `broken Document link: no document has id "${String(value.id)}"`);
    const allowed = Array.isArray(config?.customtypes) ? (config.customtypes as string[]) : [];
    if (allowed.length && !allowed.includes(target)) {
      ctx.report(path, `links to a "${target}" document; the field allows ${allowed.join(', ')}`);
    }
  } else if (kind === 'Web' || kind === 'Media') {
    if (typeof value.url !== 'string' || !/^(https?:\/\/|\/|mailto:)/.test(value.url)) {
      return ctx.report(path, `${kind} link needs an absolute or site-relative url`);
    }
    const file = localAssetFile(ctx.imagesDir, value.url);
    if (value.url.startsWith('/cms/images/') && (!file || !existsSync(file))) {
      ctx.report(path, `linked file "${value.url}" does not exist`);
    }
  } else {
    ctx.report(path, `unknown link_type "${kind}"`);
  }
}

function checkItems(
  fields: Fields | undefined,
  items: unknown,
  path: string,
  ctx: FieldContext,
): void {
  if (!Array.isArray(items)) return ctx.report(path, 'must be an array');
  items.forEach((item: unknown, i) => {
    if (!isRecord(item)) ctx.report(`${path}[${i}]`, 'must be an object');
    else checkFields(fields ?? {}, item, `${path}[${i}]`, ctx);
  });
}

function checkSlices(
  config: Record<string, unknown> | undefined,
  value: unknown,
  path: string,
  ctx: FieldContext,
): void {
  if (!Array.isArray(value)) return ctx.report(path, 'slices must be an array');
  const choices = isRecord(config?.choices) ? config.choices : {};
  value.forEach((slice: unknown, i) => {
    const at = `${path}[${i}]`;
    if (!isRecord(slice) || typeof slice.slice_type !== 'string')
      return ctx.report(at, 'slice must have a slice_type');
    const choice = choices[slice.slice_type];
    if (!isRecord(choice))
      return ctx.report(at, `slice_type "${slice.slice_type}" is not a choice of this zone`);
    if (choice.type === 'SharedSlice') {
      const model = ctx.slices.get(slice.slice_type);
      const variation = model?.variations.find((v) => v.id === slice.variation);
      if (!model) return ctx.report(at, `no shared slice model "${slice.slice_type}"`);
      if (!variation)
        return ctx.report(at, `slice variation "${String(slice.variation)}" does not exist`);
      if (!isRecord(slice.primary)) return ctx.report(`${at}.primary`, 'must be an object');
      checkFields(variation.primary ?? {}, slice.primary, `${at}.primary`, ctx);
      return checkItems(variation.items, slice.items, `${at}.items`, ctx);
    }
    // A legacy (non-shared) slice keeps its field maps on the choice itself.
    if (isRecord(slice.primary))
      checkFields((choice['non-repeat'] ?? {}) as Fields, slice.primary, `${at}.primary`, ctx);
    checkItems((choice.repeat ?? {}) as Fields, slice.items, `${at}.items`, ctx);
  });
}

/** Checks one stored value against its field definition. */
export function checkValue(def: FieldDef, value: unknown, path: string, ctx: FieldContext): void {
  const config = def.config;
  switch (def.type) {
    case 'StructuredText':
      for (const [suffix, message] of checkRichText(
        value,
        config,
        (at, block) => checkImageValue(block, [], `${path}${at}`, ctx),
        (at, link) => checkLink(undefined, link, `${path}${at}`, ctx),
      ))
        ctx.report(`${path}${suffix}`, message);
      return;
    case 'Text':
      if (value !== null && typeof value !== 'string') ctx.report(path, 'must be a string or null');
      return;
    case 'Select': {
      const options = Array.isArray(config?.options) ? (config.options as unknown[]) : [];
      if (value !== null && !options.includes(value))
        ctx.report(path, `"${String(value)}" is not one of ${options.join(', ')}`);
      return;
    }
    case 'Number':
      if (value !== null && (typeof value !== 'number' || !Number.isFinite(value)))
        ctx.report(path, 'must be a number or null');
      return;
    case 'Boolean':
      if (typeof value !== 'boolean') ctx.report(path, 'must be true or false');
      return;
    case 'Date':
      if (value !== null && (typeof value !== 'string' || !validDate(value)))
        ctx.report(path, 'must be a YYYY-MM-DD date or null');
      return;
    case 'Timestamp':
      if (value !== null && (typeof value !== 'string' || Number.isNaN(Date.parse(value))))
        ctx.report(path, 'must be a timestamp or null');
      return;
    case 'Color':
      if (value !== null && (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value)))
        ctx.report(path, 'must be #rrggbb or null');
      return;
    case 'GeoPoint':
      if (
        !isRecord(value) ||
        (Object.keys(value).length > 0 &&
          (typeof value.latitude !== 'number' || typeof value.longitude !== 'number'))
      ) {
        ctx.report(path, 'must be {} or { latitude, longitude }');
      }
      return;
    case 'Embed':
      if (
        !isRecord(value) ||
        (Object.keys(value).length > 0 && typeof value.embed_url !== 'string')
      ) {
        ctx.report(path, 'must be {} or an oEmbed object with embed_url');
      }
      return;
    case 'Image': {
      const thumbs = Array.isArray(config?.thumbnails)
        ? (config.thumbnails as { name?: string }[])
        : [];
      return checkImageValue(
        value,
        thumbs.map((t) => String(t.name)),
        path,
        ctx,
      );
    }
    case 'Link':
      return checkLink(config, value, path, ctx);
    case 'Group':
      return checkItems(config?.fields as Fields | undefined, value, path, ctx);
    case 'Slices':
      return checkSlices(config, value, path, ctx);
    case 'IntegrationFields':
      return;
    default:
      ctx.report(path, `unsupported field type "${def.type}"`);
  }
}
