import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import ts from 'typescript';

import { generateTypes } from './generate-types';
import { readModels } from './read-models';

const FIELDS = {
  uid: { type: 'UID', config: {} },
  title: { type: 'StructuredText', config: { single: 'heading1' } },
  summary: { type: 'StructuredText', config: { multi: 'paragraph,strong' } },
  era: { type: 'Select', config: { options: ['AD', 'BC'] } },
  born: { type: 'Date', config: {} },
  priority: { type: 'Number', config: {} },
  featured: { type: 'Boolean', config: {} },
  portrait: { type: 'Image', config: { thumbnails: [{ name: 'square' }] } },
  website: { type: 'Link', config: { select: 'web' } },
  related_people: {
    type: 'Group',
    config: {
      fields: { person: { type: 'Link', config: { select: 'document', customtypes: ['people'] } } },
    },
  },
  body: { type: 'Slices', config: { choices: { text_block: { type: 'SharedSlice' } } } },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-codegen-'));
  mkdirSync(path.join(dir, 'customtypes', 'people'), { recursive: true });
  mkdirSync(path.join(dir, 'customtypes', 'about'), { recursive: true });
  mkdirSync(path.join(dir, 'customtypes', 'broken'), { recursive: true });
  mkdirSync(path.join(dir, 'slices', 'TextBlock'), { recursive: true });
  writeFileSync(
    path.join(dir, 'customtypes', 'people', 'index.json'),
    JSON.stringify({
      id: 'people',
      repeatable: true,
      json: { Main: FIELDS, SEO: { meta_description: { type: 'Text' } } },
    }),
  );
  writeFileSync(
    path.join(dir, 'customtypes', 'about', 'index.json'),
    JSON.stringify({ id: 'about', repeatable: false, json: { Main: { title: FIELDS.title } } }),
  );
  writeFileSync(path.join(dir, 'customtypes', 'broken', 'index.json'), '{ nope');
  writeFileSync(
    path.join(dir, 'slices', 'TextBlock', 'model.json'),
    JSON.stringify({
      id: 'text_block',
      type: 'SharedSlice',
      variations: [{ id: 'default', primary: { text: FIELDS.summary }, items: {} }],
    }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Type-checks generated code plus a usage snippet against the real @prismicio/client types. */
function typeErrors(generated: string, usage: string): string[] {
  const root = mkdtempSync(path.join(__dirname, '.codegen-check-'));
  try {
    writeFileSync(path.join(root, 'types.ts'), generated);
    writeFileSync(path.join(root, 'usage.ts'), usage);
    const program = ts.createProgram([path.join(root, 'usage.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('codegen', () => {
  it('reads models and reports the broken ones', () => {
    const models = readModels(dir);
    expect(models.customTypes.map((t) => t.id).sort()).toEqual(['about', 'people']);
    expect(models.slices.map((s) => s.id)).toEqual(['text_block']);
    expect(models.problems.join()).toMatch(/broken\/index\.json/);
  });

  it('maps every field type to the client field types', () => {
    const models = readModels(dir);
    const out = generateTypes(models.customTypes, models.slices);
    expect(out).toContain('title: prismic.TitleField;');
    expect(out).toContain('summary: prismic.RichTextField;');
    expect(out).toContain("era: prismic.SelectField<'AD' | 'BC'>;");
    expect(out).toContain("portrait: prismic.ImageField<'square'>;");
    expect(out).toContain('website: prismic.LinkField;');
    expect(out).toContain("person: prismic.ContentRelationshipField<'people'>;");
    expect(out).toContain(
      'related_people: prismic.GroupField<Simplify<PeopleDocumentRelatedPeopleItem>>;',
    );
    expect(out).toContain('export type PeopleDocumentBodySlice = TextBlockSlice;');
    expect(out).toContain(
      "export type PeopleDocument<Lang extends string = string> = prismic.PrismicDocumentWithUID<Simplify<PeopleDocumentData>, 'people', Lang>;",
    );
    expect(out).toContain(
      "prismic.PrismicDocumentWithoutUID<Simplify<AboutDocumentData>, 'about', Lang>",
    );
    expect(out).toContain('export type AllDocumentTypes = AboutDocument | PeopleDocument;');
    expect(out).not.toMatch(/\buid: /);
  });

  it('produces code that compiles and catches wrong field values', () => {
    const models = readModels(dir);
    const out = generateTypes(models.customTypes, models.slices);
    const good = `import type { PeopleDocumentData, AllDocumentTypes } from './types';
      declare const doc: AllDocumentTypes;
      export const era: 'AD' | 'BC' | null = ({} as PeopleDocumentData).era;
      export const kind: 'people' | 'about' = doc.type;
      export const slice = ({} as PeopleDocumentData).body[0]?.slice_type === 'text_block';`;
    expect(typeErrors(out, good)).toEqual([]);
    const bad = `import type { PeopleDocumentData } from './types';
      export const era: PeopleDocumentData['era'] = 'CE';`;
    expect(typeErrors(out, bad).join()).toMatch(/"CE"/);
  });
});
