import type { CustomTypeModel, FieldModel, SliceModel } from './model-types';

/** Turns Slice Machine models into TypeScript types built from @prismicio/client's field types. */

export function pascal(id: string): string {
  return id
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const str = (value: string) => JSON.stringify(value).replace(/'/g, "\\'").replace(/^"|"$/g, "'");
const key = (name: string) =>
  /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
const union = (items: string[], fallback: string) =>
  items.length > 0 ? items.join(' | ') : fallback;

class Emitter {
  readonly blocks: string[] = [];
  constructor(private readonly sliceNames: Map<string, string>) {}

  fieldType(field: FieldModel, owner: string, name: string): string {
    const config = field.config ?? {};
    switch (field.type) {
      case 'StructuredText': {
        const single = config.single?.split(',').map((s) => s.trim()) ?? [];
        return single.length > 0 && single.every((s) => s.startsWith('heading'))
          ? 'prismic.TitleField'
          : 'prismic.RichTextField';
      }
      case 'Text':
        return 'prismic.KeyTextField';
      case 'Select': {
        const options = (config.options ?? []).filter((o): o is string => typeof o === 'string');
        return options.length > 0
          ? `prismic.SelectField<${options.map(str).join(' | ')}>`
          : 'prismic.SelectField';
      }
      case 'Date':
        return 'prismic.DateField';
      case 'Timestamp':
        return 'prismic.TimestampField';
      case 'Number':
        return 'prismic.NumberField';
      case 'Boolean':
        return 'prismic.BooleanField';
      case 'Color':
        return 'prismic.ColorField';
      case 'GeoPoint':
        return 'prismic.GeoPointField';
      case 'Embed':
        return 'prismic.EmbedField';
      case 'IntegrationFields':
        return 'prismic.IntegrationField';
      case 'Image': {
        const views = (config.thumbnails ?? [])
          .map((t) => t.name)
          .filter((n): n is string => typeof n === 'string');
        return `prismic.ImageField<${union(views.map(str), 'never')}>`;
      }
      case 'Link': {
        if (config.select === 'media') return 'prismic.LinkToMediaField';
        if (config.select !== 'document') return 'prismic.LinkField';
        const types = (config.customtypes ?? [])
          .map((t) =>
            typeof t === 'string' ? t : typeof t === 'object' && t && 'id' in t ? String(t.id) : '',
          )
          .filter(Boolean);
        return types.length > 0
          ? `prismic.ContentRelationshipField<${types.map(str).join(' | ')}>`
          : 'prismic.ContentRelationshipField';
      }
      case 'Group': {
        const itemName = `${owner}${pascal(name)}Item`;
        this.emitInterface(itemName, config.fields ?? {}, itemName);
        return `prismic.GroupField<Simplify<${itemName}>>`;
      }
      case 'Slices': {
        const sliceUnion = `${owner}${pascal(name)}Slice`;
        const members = Object.entries(config.choices ?? {}).map(([id, choice]) =>
          choice.type === 'SharedSlice' && this.sliceNames.has(id)
            ? (this.sliceNames.get(id) ?? '')
            : `prismic.Slice<${str(id)}>`,
        );
        this.blocks.push(`export type ${sliceUnion} = ${union(members, 'never')};`);
        return `prismic.SliceZone<${sliceUnion}>`;
      }
      default:
        return 'prismic.AnyRegularField';
    }
  }

  emitInterface(name: string, fields: Record<string, FieldModel>, owner: string): void {
    const lines: string[] = [];
    for (const [fieldName, field] of Object.entries(fields)) {
      if (field.type === 'UID' || field.type === 'Separator') continue;
      lines.push(`  ${key(fieldName)}: ${this.fieldType(field, owner, fieldName)};`);
    }
    this.blocks.push(
      lines.length > 0
        ? `export interface ${name} {\n${lines.join('\n')}\n}`
        : `export type ${name} = Record<string, never>;`,
    );
  }
}

export function generateTypes(customTypes: CustomTypeModel[], slices: SliceModel[]): string {
  const sliceNames = new Map(slices.map((s) => [s.id, `${pascal(s.id)}Slice`]));
  const seen = new Map<string, string>();
  for (const id of [...customTypes.map((t) => `${pascal(t.id)}Document`), ...sliceNames.values()]) {
    if (seen.has(id)) throw new Error(`two models map to the type name ${id}`);
    seen.set(id, id);
  }
  const out = new Emitter(sliceNames);
  for (const slice of [...slices].sort((a, b) => a.id.localeCompare(b.id))) {
    const base = `${pascal(slice.id)}Slice`;
    const variations: string[] = [];
    for (const variation of slice.variations) {
      const v = `${base}${pascal(variation.id)}`;
      out.emitInterface(`${v}Primary`, variation.primary ?? {}, `${v}Primary`);
      out.emitInterface(`${v}Item`, variation.items ?? {}, `${v}Item`);
      out.blocks.push(
        `export type ${v} = prismic.SharedSliceVariation<${str(variation.id)}, Simplify<${v}Primary>, Simplify<${v}Item>>;`,
      );
      variations.push(v);
    }
    out.blocks.push(`export type ${base}Variation = ${union(variations, 'never')};`);
    out.blocks.push(
      `export type ${base} = prismic.SharedSlice<${str(slice.id)}, ${base}Variation>;`,
    );
  }
  const documents: string[] = [];
  for (const model of [...customTypes].sort((a, b) => a.id.localeCompare(b.id))) {
    const doc = `${pascal(model.id)}Document`;
    const fields = Object.assign({}, ...Object.values(model.json)) as Record<string, FieldModel>;
    out.emitInterface(`${doc}Data`, fields, doc);
    const hasUid = Object.values(fields).some((f) => f.type === 'UID');
    const generic = hasUid ? 'prismic.PrismicDocumentWithUID' : 'prismic.PrismicDocumentWithoutUID';
    out.blocks.push(
      `export type ${doc}<Lang extends string = string> = ${generic}<Simplify<${doc}Data>, ${str(model.id)}, Lang>;`,
    );
    documents.push(doc);
  }
  out.blocks.push(`export type AllDocumentTypes = ${union(documents, 'prismic.PrismicDocument')};`);
  out.blocks.push(
    `export type AllSliceTypes = ${union([...sliceNames.values()].sort(), 'never')};`,
  );
  return [
    '// Generated by scripts/codegen.ts from packages/cms/customtypes and packages/cms/slices. Do not edit.',
    "import type * as prismic from '@prismicio/client';",
    '',
    'type Simplify<T> = { [K in keyof T]: T[K] };',
    '',
    out.blocks.join('\n\n'),
    '',
  ].join('\n');
}
