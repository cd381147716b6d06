/**
 * What Prismic stores for a field left empty (CONVENTIONS.md), by field type. The editorial
 * writes and both corpus writers fill untouched fields with it.
 */
export function emptyValue(def: { type: string; config?: Record<string, unknown> }): unknown {
  switch (def.type) {
    case 'StructuredText':
    case 'Group':
    case 'Slices':
      return [];
    case 'Link':
      return { link_type: 'Any' };
    case 'Image':
    case 'GeoPoint':
    case 'Embed':
      return {};
    case 'Boolean':
      return def.config?.default_value === true;
    default:
      return null;
  }
}
