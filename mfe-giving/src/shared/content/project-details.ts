import type { RichTextField } from '@prismicio/client';
import { image, plainText, richText, text, type ImageRef } from '@site/content/reshape/fields';
import { isRecord, type GivingDocument } from './document';

export type SectionBackground = 'light' | 'grey' | 'black';

/** One `project_section` slice. */
export interface ProjectSection {
  background: SectionBackground;
  heading: RichTextField;
  text: RichTextField;
  image: ImageRef | null;
}

/** A donation_project_details document: the body of /donate/projects/<uid>. */
export interface ProjectDetails {
  uid: string;
  title: string;
  metaDescription: string | null;
  descriptions: RichTextField;
  sections: ProjectSection[];
}

function background(value: unknown): SectionBackground {
  return value === 'Grey' ? 'grey' : value === 'Black' ? 'black' : 'light';
}

/** The document, or null when it has no uid (it could have no page). */
export function reshapeProjectDetails(doc: GivingDocument): ProjectDetails | null {
  if (!doc.uid) return null;
  const data = doc.data;
  const slices = Array.isArray(data.body) ? data.body.filter(isRecord) : [];
  const sections: ProjectSection[] = slices
    .filter((s) => s.slice_type === 'project_section' && isRecord(s.primary))
    .map((s) => {
      const p = s.primary as Record<string, unknown>;
      return {
        background: background(p.background_colour),
        heading: richText(p.heading),
        text: richText(p.text),
        image: image(p.image),
      };
    })
    // A section with nothing in it would be an empty coloured band.
    .filter((s) => s.heading.length > 0 || s.text.length > 0 || s.image !== null);
  return {
    uid: doc.uid,
    title: plainText(data.title) || doc.uid,
    metaDescription: text(data.meta_description),
    descriptions: richText(data.descriptions),
    sections,
  };
}
