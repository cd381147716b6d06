import type { GeneratedPage } from '@site/contracts/generator';
import type { CurrencyRate } from '@site/contracts/page-data';
import type { RichTextField } from '@prismicio/client';
import type { ImageRef } from '@site/content/reshape/fields';
import { listedProjects, type DonationProject } from '../../../shared/content/donations-page';
import type { GivingContent } from '../../../shared/content/load-giving-content';
import type { MissionStatement } from '../../../shared/content/mission';
import type { ProjectDetails } from '../../../shared/content/project-details';
import { paths } from '../../../app/paths';

/** The data of /donate. */
export interface DonatePageData {
  title: string;
  headingDescriptions: RichTextField;
  backgroundImage: ImageRef | null;
  /** The cards: every project not hidden from listings, featured first. */
  projects: DonationProject[];
  mission: MissionStatement | null;
  /** The build's `rate` query, so the HTML shows GBP figures converted from the content's USD. */
  rates: CurrencyRate[];
}

/** The data of /donate/projects/<uid>. */
export interface ProjectPageData {
  details: ProjectDetails;
  /** The project's card on the donations_page (goal, funds raised), or null when it has none. */
  project: DonationProject | null;
  rates: CurrencyRate[];
}

function ogImage(image: ImageRef | null) {
  return image
    ? { url: image.url, width: image.width, height: image.height, alt: image.alt }
    : null;
}

/** /donate, from the donations_page and mission_statement; no page when there is no donations_page. */
export function donatePage(content: GivingContent): GeneratedPage<DonatePageData> | null {
  const page = content.donationsPage;
  if (!page) return null;
  const projects = listedProjects(page.projects);
  return {
    path: paths.donate.path,
    routeId: 'giving.donate',
    head: {
      title: page.title,
      description: page.metaDescription,
      image: ogImage(page.backgroundImage),
    },
    data: {
      title: page.title,
      headingDescriptions: page.headingDescriptions,
      backgroundImage: page.backgroundImage,
      projects,
      mission: content.mission,
      rates: content.rates,
    },
    dependencies: [
      ...content.ids.donationsPage,
      ...content.ids.mission,
      ...content.ids.rates,
      ...projects.map((p) => content.ids.detailsByUid.get(p.id) ?? p.id),
    ],
  };
}

/** One page per donation_project_details document; a uid without a document has no page (a real 404). */
export function projectPages(content: GivingContent): GeneratedPage<ProjectPageData>[] {
  const cards = new Map((content.donationsPage?.projects ?? []).map((p) => [p.id, p]));
  return content.details.map((details) => {
    const project = cards.get(details.uid) ?? null;
    return {
      path: paths.donationProject.href({ uid: details.uid }),
      routeId: 'giving.donationProject',
      head: {
        title: details.title,
        description: details.metaDescription,
        image: ogImage(project?.thumbnail ?? details.sections.find((s) => s.image)?.image ?? null),
      },
      data: { details, project, rates: content.rates },
      dependencies: [
        content.ids.detailsByUid.get(details.uid) ?? details.uid,
        ...content.ids.donationsPage,
        ...content.ids.rates,
      ],
    };
  });
}
