import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CustomType, SharedSlice } from '../lib/fields';
import { cmsDir } from '../lib/paths';
import type { Registry } from '../lib/store';
import { GIVING_TYPES } from './giving';
import { MEDIA_TYPES } from './media';
import { SLICES } from './slices';
import { TIMELINE_TYPES } from './timeline';
import { TOUR_TYPES } from './tours';

export const TYPES: CustomType[] = [
  ...TIMELINE_TYPES,
  ...MEDIA_TYPES,
  ...GIVING_TYPES,
  ...TOUR_TYPES,
];

export function registry(): Registry {
  return {
    types: new Map(TYPES.map((t) => [t.id, t])),
    slices: new Map<string, SharedSlice>(SLICES.map((s) => [s.id, s])),
  };
}

const write = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2) + '\n');
};

/** Slice Machine JSON: customtypes/<id>/index.json and slices/<Name>/model.json. */
export function writeModels(): void {
  for (const t of TYPES) {
    write(path.join(cmsDir, 'customtypes', t.id, 'index.json'), {
      id: t.id,
      label: t.label,
      repeatable: t.repeatable,
      format: 'custom',
      status: true,
      json: t.tabs,
    });
  }
  for (const s of SLICES) {
    write(path.join(cmsDir, 'slices', s.folder, 'model.json'), {
      id: s.id,
      type: 'SharedSlice',
      name: s.name,
      description: s.description,
      variations: [
        {
          id: 'default',
          name: 'Default',
          docURL: '...',
          version: 'initial',
          description: s.description,
          imageUrl: '',
          primary: s.primary,
          items: s.items,
        },
      ],
    });
  }
}
