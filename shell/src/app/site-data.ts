import type { AppData, PageData } from '@site/contracts/page-data';
import { isPreviewing } from '../features/preview/preview-mode';

/** What the build writes into each page's HTML, next to the prerendered markup. */
export interface EmbeddedSiteData {
  appData: AppData;
  page: PageData | null;
  /** The remote versions the HTML was rendered with; another live version means: render, do not hydrate. */
  versions: Record<string, string>;
}

export const SITE_DATA_ELEMENT_ID = '__SITE_DATA__';

export function readEmbeddedSiteData(doc: Document): EmbeddedSiteData | null {
  // The prerendered page is the published one: a preview renders afresh from its own page data.
  if (isPreviewing(doc)) return null;
  const element = doc.getElementById(SITE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as EmbeddedSiteData;
  } catch {
    return null;
  }
}

/** Without embedded data (a client-only page), the build hash comes from app-data.json; null if no build exists. */
export async function fetchAppData(): Promise<AppData | null> {
  try {
    const response = await fetch('/page-data/app-data.json', { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as AppData) : null;
  } catch {
    return null;
  }
}
