import type * as prismic from '@prismicio/client';

import { image, plainText, richText, text, type ImageRef } from './fields';

export interface SocialLink {
  network: 'Facebook' | 'Twitter' | 'Instagram' | 'Website' | 'Email';
  url: string;
}

export interface TeamMember {
  id: string;
  uid: string;
  name: string;
  role: string | null;
  portrait: ImageRef | null;
  bio: prismic.RichTextField;
  featured: boolean;
  country: string | null;
  skills: string[];
  social: SocialLink[];
}

function webUrl(field: unknown): string | null {
  if (!field || typeof field !== 'object') return null;
  const url = (field as { url?: unknown }).url;
  // Only http(s) links are rendered; anything else in the CMS is ignored rather than trusted.
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function reshapeTeamMember(doc: prismic.PrismicDocument): TeamMember {
  const data = doc.data as Record<string, unknown>;
  const social: SocialLink[] = [];
  for (const [network, key] of [
    ['Facebook', 'facebook'],
    ['Twitter', 'twitter'],
    ['Instagram', 'instagram'],
    ['Website', 'website'],
  ] as const) {
    const url = webUrl(data[key]);
    if (url) social.push({ network, url });
  }
  const email = text(data.email);
  if (email && EMAIL.test(email)) social.push({ network: 'Email', url: `mailto:${email}` });
  const skills = Array.isArray(data.skills)
    ? data.skills
        .map((s) => text((s as { skill?: unknown }).skill))
        .filter((s): s is string => s !== null)
    : [];
  return {
    id: doc.id,
    uid: doc.uid ?? doc.id,
    name: plainText(data.name),
    role: text(data.ministry_role),
    portrait: image(data.portrait_photo),
    bio: richText(data.bio),
    featured: data.featured === true,
    country: text(data.current_country),
    skills,
    social,
  };
}

/** Featured members first, then by name: the order of the team page. */
export function sortTeam(members: readonly TeamMember[]): TeamMember[] {
  return [...members].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name),
  );
}
