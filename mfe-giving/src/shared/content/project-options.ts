import type { DonationProject } from './donations-page';
import type { LanguageProject } from './language-projects';

/**
 * A project the donation form offers (the `data` of the prerendered /give).
 *
 * - `id` is the product API's project id (`donate(input: { projectId })`): a donation project's
 *   donation_project_details uid, or `language-<slug>` for a language project.
 * - `kind` matches the API's GivingProjectKind.
 * - `isDefaultSelected`: the donations_page's `isdefaultselected` project, preselected when
 *   neither the app state's donatingProjectId nor `?project=` names one. At most one is true.
 * - `featured` projects come first in the list.
 * - `listed` is false for projects hidden from the /donate cards (still open to gifts).
 */
export interface GivingProjectOption {
  id: string;
  title: string;
  kind: 'PROJECT' | 'LANGUAGE';
  isDefaultSelected: boolean;
  featured: boolean;
  listed: boolean;
}

/** The page data of /give. */
export interface GivePageData {
  projects: GivingProjectOption[];
}

/**
 * Every project one can give to: the donation projects (featured first, as on /donate, hidden
 * ones included) then the language projects in page order. Only the first default counts.
 */
export function givingProjectOptions(
  projects: readonly DonationProject[],
  languages: readonly LanguageProject[],
): GivingProjectOption[] {
  let defaultTaken = false;
  const options: GivingProjectOption[] = projects.map((p) => {
    const isDefaultSelected = p.isDefaultSelected && !defaultTaken;
    if (isDefaultSelected) defaultTaken = true;
    return {
      id: p.id,
      title: p.title,
      kind: 'PROJECT',
      isDefaultSelected,
      featured: p.featured,
      listed: !p.hidden,
    };
  });
  for (const l of languages) {
    options.push({
      id: l.id,
      title: `${l.name} language project`,
      kind: 'LANGUAGE',
      isDefaultSelected: false,
      featured: false,
      listed: true,
    });
  }
  return options;
}

/** The option to preselect: the one named (state or query string) if it exists, else the default. */
export function preselectedOption(
  options: readonly GivingProjectOption[],
  named?: string | null,
): GivingProjectOption | null {
  return (
    (named ? options.find((o) => o.id === named) : undefined) ??
    options.find((o) => o.isDefaultSelected) ??
    options[0] ??
    null
  );
}
