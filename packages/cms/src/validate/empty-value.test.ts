import { emptyValue } from './empty-value';

describe('emptyValue', () => {
  it('stores an untouched field as Prismic does, by type', () => {
    for (const type of ['StructuredText', 'Group', 'Slices'])
      expect(emptyValue({ type })).toEqual([]);
    expect(emptyValue({ type: 'Link' })).toEqual({ link_type: 'Any' });
    for (const type of ['Image', 'GeoPoint', 'Embed']) expect(emptyValue({ type })).toEqual({});
    for (const type of [
      'Text',
      'Number',
      'Date',
      'Select',
      'Color',
      'Timestamp',
      'IntegrationFields',
    ])
      expect(emptyValue({ type })).toBeNull();
  });

  it('gives a Boolean its default, false unless the model says true', () => {
    expect(emptyValue({ type: 'Boolean' })).toBe(false);
    expect(emptyValue({ type: 'Boolean', config: { default_value: false } })).toBe(false);
    expect(emptyValue({ type: 'Boolean', config: { default_value: true } })).toBe(true);
    expect(emptyValue({ type: 'Boolean', config: { default_value: 'true' } })).toBe(false);
  });
});
