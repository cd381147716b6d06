/**
 * Builders for Slice Machine field definitions. Labels are derived from the
 * field name so that a model reads like the spec's field list.
 */
export type FieldDef = { type: string; config?: Record<string, unknown>; fieldset?: string };
export type Fields = Record<string, FieldDef>;

export const RICH_MULTI = 'paragraph,heading2,heading3,strong,em,hyperlink,list-item,o-list-item';

export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Adds a label to every field (and to fields nested in groups) from its key. */
export function labelled(fields: Fields): Fields {
  const out: Fields = {};
  for (const [name, def] of Object.entries(fields)) {
    const config: Record<string, unknown> = {
      label: name === 'uid' ? 'UID' : labelOf(name),
      ...def.config,
    };
    if (def.type === 'Group' && config.fields) config.fields = labelled(config.fields as Fields);
    out[name] = { ...def, config };
  }
  return out;
}

export const uid = (): FieldDef => ({ type: 'UID', config: { placeholder: '' } });
export const heading = (level: 'heading1' | 'heading2' | 'heading3' = 'heading1'): FieldDef => ({
  type: 'StructuredText',
  config: { placeholder: '', single: level },
});
export const paragraphId = (): FieldDef => ({
  type: 'StructuredText',
  config: { placeholder: '', single: 'paragraph' },
});
export const rich = (multi = RICH_MULTI): FieldDef => ({
  type: 'StructuredText',
  config: { placeholder: '', allowTargetBlank: true, multi },
});
export const text = (): FieldDef => ({ type: 'Text', config: { placeholder: '' } });
export const num = (): FieldDef => ({ type: 'Number', config: { placeholder: '' } });
export const bool = (defaultValue = false): FieldDef => ({
  type: 'Boolean',
  config: { default_value: defaultValue, placeholder_true: 'Yes', placeholder_false: 'No' },
});
export const date = (): FieldDef => ({ type: 'Date', config: { placeholder: '' } });
export const select = (options: string[], defaultValue?: string): FieldDef => ({
  type: 'Select',
  config: { options, ...(defaultValue ? { default_value: defaultValue } : {}) },
});
export const image = (): FieldDef => ({
  type: 'Image',
  config: { constraint: {}, thumbnails: [] },
});
export const docLink = (...customtypes: string[]): FieldDef => ({
  type: 'Link',
  config: { select: 'document', customtypes },
});
export const webLink = (): FieldDef => ({
  type: 'Link',
  config: { select: 'web', allowTargetBlank: true },
});
export const mediaLink = (): FieldDef => ({ type: 'Link', config: { select: 'media' } });
export const group = (fields: Fields): FieldDef => ({
  type: 'Group',
  config: { repeat: true, fields },
});
/** A repeatable list of links, stored as `[{ [inner]: link }]`. */
export const linkList = (inner: string, ...customtypes: string[]): FieldDef =>
  group({ [inner]: docLink(...customtypes) });
export const productList = (): FieldDef => group({ product_handle: text() });
export const slices = (choices: string[]): FieldDef => ({
  type: 'Slices',
  fieldset: 'Slice Zone',
  config: { choices: Object.fromEntries(choices.map((id) => [id, { type: 'SharedSlice' }])) },
});

export type Model = {
  id: string;
  label: string;
  repeatable: boolean;
  format: 'custom' | 'page';
  status: true;
  json: Record<string, Fields>;
};

export function model(
  id: string,
  label: string,
  repeatable: boolean,
  tabs: Record<string, Fields>,
): Model {
  const json: Record<string, Fields> = {};
  for (const [tab, fields] of Object.entries(tabs)) json[tab] = labelled(fields);
  return { id, label, repeatable, format: 'custom', status: true, json };
}
