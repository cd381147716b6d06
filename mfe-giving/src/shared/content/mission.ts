import type { RichTextField } from '@prismicio/client';
import { image, plainText, richText, type ImageRef } from '@site/content/reshape/fields';
import { isRecord, type GivingDocument } from './document';

/** The mission_statement single, shown on /donate below the projects. */
export interface MissionStatement {
  title: string;
  statement: RichTextField;
  images: ImageRef[];
}

export function reshapeMission(doc: GivingDocument): MissionStatement | null {
  const title = plainText(doc.data.title);
  const statement = richText(doc.data.statement);
  if (!title && statement.length === 0) return null;
  const images = (Array.isArray(doc.data.images) ? doc.data.images.filter(isRecord) : [])
    .map((row) => image(row.image))
    .filter((i): i is ImageRef => i !== null);
  return { title: title || 'Our mission', statement, images };
}
