import type { GeneratedPage } from '@site/contracts/generator';
import type { CurrencyRate } from '@site/contracts/page-data';
import type { GivingContent } from '../../../shared/content/load-giving-content';
import type {
  LanguageDonationsPage,
  LanguageProject,
} from '../../../shared/content/language-projects';
import { paths } from '../../../app/paths';

/** The data of /language-donations. */
export interface LanguagePageData {
  page: LanguageDonationsPage;
  rates: CurrencyRate[];
}

/** The data of /language-donations/<uid>. */
export interface LanguageProjectPageData {
  project: LanguageProject;
  /** The listing's title, for the way back. */
  listingTitle: string;
  rates: CurrencyRate[];
}

/** /language-donations and one page per language project (uid = slug of the language name). */
export function languagePages(
  content: GivingContent,
): GeneratedPage<LanguagePageData | LanguageProjectPageData>[] {
  const page = content.languagePage;
  if (!page) return [];
  const dependencies = [...content.ids.languagePage, ...content.ids.rates];
  const image = (ref: LanguageDonationsPage['titleImage']) =>
    ref ? { url: ref.url, width: ref.width, height: ref.height, alt: ref.alt } : null;
  const listing: GeneratedPage<LanguagePageData> = {
    path: paths.languageDonations.path,
    routeId: 'giving.languageDonations',
    head: { title: page.title, description: page.metaDescription, image: image(page.titleImage) },
    data: { page, rates: content.rates },
    dependencies,
  };
  const details = page.projects.map<GeneratedPage<LanguageProjectPageData>>((project) => ({
    path: paths.languageDonationDetail.href({ uid: project.uid }),
    routeId: 'giving.languageDonationDetail',
    head: {
      title: `${project.name} language project`,
      description: project.upperDescription.length
        ? plain(project.upperDescription)
        : page.metaDescription,
      image: image(project.featuredImage),
    },
    data: { project, listingTitle: page.title, rates: content.rates },
    dependencies,
  }));
  return [listing, ...details];
}

/** A short description from rich text: the first paragraph's words, at most about 160 characters. */
function plain(field: LanguageProject['upperDescription']): string {
  const first = field.find((node) => 'text' in node && typeof node.text === 'string');
  const text = first && 'text' in first ? first.text : '';
  return text.length > 160 ? `${text.slice(0, text.lastIndexOf(' ', 157))}…` : text;
}
