import type * as prismic from '@prismicio/client';
import { createCatalog } from './catalog';

const link = (id: string) => ({ link_type: 'Document', id });
const doc = (id: string, type: string, data: Record<string, unknown>) =>
  ({ id, uid: id, type, tags: [], data }) as unknown as prismic.PrismicDocument;

describe('catalog.referrers', () => {
  const catalog = createCatalog([
    doc('luther', 'people', {}),
    doc('worms', 'events', {
      related_people: [{ person: link('luther') }],
      body: [{ primary: { see: link('calvin') } }],
    }),
    doc('essay', 'read', {
      related_people: [{ person: link('luther') }, { person: link('luther') }],
    }),
    doc('note', 'read', { body: [{ primary: { mention: link('luther') } }] }),
  ]);

  it('finds every document linking to an id, once each, at any depth', () => {
    expect(
      catalog
        .referrers('luther')
        .map((d) => d.id)
        .sort(),
    ).toEqual(['essay', 'note', 'worms']);
    expect(catalog.referrers('calvin').map((d) => d.id)).toEqual(['worms']);
    expect(catalog.referrers('nobody')).toEqual([]);
  });

  it('can be narrowed to the links of one top-level field', () => {
    expect(
      catalog
        .referrers('luther', 'related_people')
        .map((d) => d.id)
        .sort(),
    ).toEqual(['essay', 'worms']);
  });
});
