/** The parts of Slice Machine's JSON models that the type generator reads. */

export interface FieldModel {
  type: string;
  config?: {
    single?: string;
    multi?: string;
    options?: unknown[];
    thumbnails?: { name?: unknown }[];
    select?: string | null;
    customtypes?: unknown[];
    fields?: Record<string, FieldModel>;
    choices?: Record<string, { type?: string }>;
  };
}

export interface CustomTypeModel {
  id: string;
  repeatable?: boolean;
  json: Record<string, Record<string, FieldModel>>;
}

export interface SliceModel {
  id: string;
  variations: {
    id: string;
    primary?: Record<string, FieldModel>;
    items?: Record<string, FieldModel>;
  }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Narrows a parsed `index.json`; returns a reason when it is not a custom type. */
export function asCustomType(raw: unknown): CustomTypeModel | string {
  if (!isRecord(raw) || typeof raw.id !== 'string') return 'missing "id"';
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(raw.id)) return `unusable id "${raw.id}"`;
  if (!isRecord(raw.json)) return 'missing "json" tabs';
  return raw as unknown as CustomTypeModel;
}

/** Narrows a parsed `model.json`; returns a reason when it is not a shared slice. */
export function asSlice(raw: unknown): SliceModel | string {
  if (!isRecord(raw) || typeof raw.id !== 'string') return 'missing "id"';
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(raw.id)) return `unusable id "${raw.id}"`;
  if (!Array.isArray(raw.variations)) return 'missing "variations"';
  return raw as unknown as SliceModel;
}
