import type { RichTextField } from '@prismicio/client';
import {
  image,
  linkedDocument,
  plainText,
  richText,
  text,
  type ImageRef,
} from '@site/content/reshape/fields';
import { amount, flag, isRecord, type GivingDocument } from './document';

/** One card of the donations_page's `projects` group, reshaped. Amounts are USD (the content's unit). */
export interface DonationProject {
  /** The API project id: the uid of the project's donation_project_details document. */
  id: string;
  title: string;
  shortDescription: RichTextField;
  thumbnail: ImageRef | null;
  goalUsd: number;
  /** Raised before the online giving ledger existed (the content's `funds_raised`). */
  fundsRaisedUsd: number;
  featured: boolean;
  isDefaultSelected: boolean;
  /** Not shown on /donate, but still a project one can give to (e.g. the general fund). */
  hidden: boolean;
}

export interface DonationsPage {
  title: string;
  headingDescriptions: RichTextField;
  backgroundImage: ImageRef | null;
  metaDescription: string | null;
  /** Every project with a details page, featured first, otherwise in the editor's order. */
  projects: DonationProject[];
}

/**
 * The donation_project_details uid a card links to. The content API fills in a link's uid; a
 * test corpus or a stale link may not, so the details documents are asked by id as well.
 */
function detailsUid(field: unknown, uidById: ReadonlyMap<string, string>): string | null {
  const link = linkedDocument(field);
  if (!link) return null;
  if (link.type !== null && link.type !== 'donation_project_details') return null;
  return uidById.get(link.id) ?? link.uid;
}

/**
 * The donations_page as the giving pages use it. A card without a details document is left out:
 * the API knows projects by that uid only, so a gift to it could not be recorded.
 */
export function reshapeDonationsPage(
  doc: GivingDocument,
  uidById: ReadonlyMap<string, string>,
): DonationsPage {
  const data = doc.data;
  const rows = Array.isArray(data.projects) ? data.projects.filter(isRecord) : [];
  const projects: DonationProject[] = [];
  for (const row of rows) {
    const id = detailsUid(row.details_page, uidById);
    const title = plainText(row.title);
    if (!id || !title || projects.some((p) => p.id === id)) continue;
    projects.push({
      id,
      title,
      shortDescription: richText(row.short_descriptions),
      thumbnail: image(row.thumbnail),
      goalUsd: amount(row.goal),
      fundsRaisedUsd: amount(row.funds_raised),
      featured: flag(row.featured),
      isDefaultSelected: flag(row.isdefaultselected),
      hidden: flag(row.hideinlistings),
    });
  }
  // Array.prototype.sort is stable: within featured and non-featured, the editor's order stays.
  projects.sort((a, b) => Number(b.featured) - Number(a.featured));
  return {
    title: plainText(data.title) || 'Give',
    headingDescriptions: richText(data.heading_descriptions),
    backgroundImage: image(data.background_image),
    metaDescription: text(data.meta_description),
    projects,
  };
}

/** The cards /donate lists: every project not marked `hideinlistings`. */
export function listedProjects(projects: readonly DonationProject[]): DonationProject[] {
  return projects.filter((p) => !p.hidden);
}
