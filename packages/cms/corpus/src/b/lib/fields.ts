/**
 * A small builder for Slice Machine field definitions. The same definitions
 * write the model JSON and fill/validate the documents, so a document can
 * never carry a field its model lacks.
 */
export type Field =
  | { type: 'UID'; config: { label: string } }
  | { type: 'StructuredText'; config: { label: string; single?: string; multi?: string } }
  | { type: 'Text'; config: { label: string } }
  | { type: 'Select'; config: { label: string; options: string[] } }
  | { type: 'Date'; config: { label: string } }
  | { type: 'Number'; config: { label: string } }
  | { type: 'Boolean'; config: { label: string; default_value: boolean } }
  | { type: 'Image'; config: { label: string; constraint: Record<string, never>; thumbnails: [] } }
  | {
      type: 'Link';
      config: { label: string; select: 'document' | 'web' | 'media'; customtypes?: string[] };
    }
  | { type: 'Group'; config: { label: string; repeat: true; fields: Record<string, Field> } }
  | {
      type: 'Slices';
      fieldset: 'Slice Zone';
      config: { choices: Record<string, { type: 'SharedSlice' }> };
    };

export type Fields = Record<string, Field>;

const RICH = 'paragraph,heading2,heading3,strong,em,hyperlink,list-item,o-list-item';

export const f = {
  uid: (): Field => ({ type: 'UID', config: { label: 'UID' } }),
  heading: (label: string, level: 'heading1' | 'heading2' | 'heading3' = 'heading1'): Field => ({
    type: 'StructuredText',
    config: { label, single: level },
  }),
  /** A single paragraph whose first item's text is a machine value (spec: podcast_id). */
  paragraph: (label: string): Field => ({
    type: 'StructuredText',
    config: { label, single: 'paragraph' },
  }),
  rich: (label: string): Field => ({ type: 'StructuredText', config: { label, multi: RICH } }),
  text: (label: string): Field => ({ type: 'Text', config: { label } }),
  select: (label: string, options: string[]): Field => ({
    type: 'Select',
    config: { label, options },
  }),
  adbc: (label: string): Field => ({ type: 'Select', config: { label, options: ['AD', 'BC'] } }),
  date: (label: string): Field => ({ type: 'Date', config: { label } }),
  number: (label: string): Field => ({ type: 'Number', config: { label } }),
  bool: (label: string): Field => ({ type: 'Boolean', config: { label, default_value: false } }),
  image: (label: string): Field => ({
    type: 'Image',
    config: { label, constraint: {}, thumbnails: [] },
  }),
  link: (label: string, customtypes: string[]): Field => ({
    type: 'Link',
    config: { label, select: 'document', customtypes },
  }),
  web: (label: string): Field => ({ type: 'Link', config: { label, select: 'web' } }),
  media: (label: string): Field => ({ type: 'Link', config: { label, select: 'media' } }),
  group: (label: string, fields: Fields): Field => ({
    type: 'Group',
    config: { label, repeat: true, fields },
  }),
  /** A group holding one document link, the stored shape of a "list of relations". */
  links: (label: string, key: string, customtypes: string[]): Field => ({
    type: 'Group',
    config: { label, repeat: true, fields: { [key]: f.link(label, customtypes) } },
  }),
  products: (): Field => ({
    type: 'Group',
    config: {
      label: 'Related products',
      repeat: true,
      fields: { product_handle: { type: 'Text', config: { label: 'Product handle' } } },
    },
  }),
  slices: (choices: string[]): Field => ({
    type: 'Slices',
    fieldset: 'Slice Zone',
    config: {
      choices: Object.fromEntries(choices.map((c) => [c, { type: 'SharedSlice' as const }])),
    },
  }),
};

export interface CustomType {
  id: string;
  label: string;
  repeatable: boolean;
  tabs: Record<string, Fields>;
}

export interface SharedSlice {
  id: string;
  name: string;
  description: string;
  primary: Fields;
  items: Fields;
}
