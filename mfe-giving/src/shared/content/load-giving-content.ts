import type { CurrencyRate } from '@site/contracts/page-data';
import type { ContentSource } from '@site/contracts/generator';
import { ratesFromDocuments } from '../money/rate-documents';
import type { GivingDocument } from './document';
import { reshapeDonationsPage, type DonationsPage } from './donations-page';
import { reshapeLanguagePage, type LanguageDonationsPage } from './language-projects';
import { reshapeMission, type MissionStatement } from './mission';
import { reshapeProjectDetails, type ProjectDetails } from './project-details';

/** Everything the giving pages are built from, read once per build. */
export interface GivingContent {
  donationsPage: DonationsPage | null;
  languagePage: LanguageDonationsPage | null;
  details: ProjectDetails[];
  mission: MissionStatement | null;
  rates: CurrencyRate[];
  /** Document ids by what they are, for each page's `dependencies`. */
  ids: {
    donationsPage: string[];
    languagePage: string[];
    mission: string[];
    rates: string[];
    detailsByUid: Map<string, string>;
  };
}

/** The newest document of a single type (a repository should hold one; a second is a draft leftover). */
function single(docs: GivingDocument[]): GivingDocument | null {
  return (
    [...docs].sort((a, b) =>
      (b.last_publication_date ?? '').localeCompare(a.last_publication_date ?? ''),
    )[0] ?? null
  );
}

export async function loadGivingContent(content: ContentSource): Promise<GivingContent> {
  const all = (type: string) => content.getAllByType<GivingDocument>(type);
  const [pages, languages, detailDocs, missions, rateDocs] = await Promise.all([
    all('donations_page'),
    all('language_donations_page'),
    all('donation_project_details'),
    all('mission_statement'),
    all('rate'),
  ]);
  const withUid = detailDocs.flatMap((d) => (d.uid ? [{ id: d.id, uid: d.uid }] : []));
  const uidById = new Map(withUid.map((d) => [d.id, d.uid]));
  const donationsDoc = single(pages);
  const languageDoc = single(languages);
  const missionDoc = single(missions);
  const details = detailDocs
    .map(reshapeProjectDetails)
    .filter((d): d is ProjectDetails => d !== null);
  return {
    donationsPage: donationsDoc ? reshapeDonationsPage(donationsDoc, uidById) : null,
    languagePage: languageDoc ? reshapeLanguagePage(languageDoc) : null,
    details,
    mission: missionDoc ? reshapeMission(missionDoc) : null,
    rates: ratesFromDocuments(rateDocs),
    ids: {
      donationsPage: donationsDoc ? [donationsDoc.id] : [],
      languagePage: languageDoc ? [languageDoc.id] : [],
      mission: missionDoc ? [missionDoc.id] : [],
      rates: rateDocs.map((d) => d.id),
      detailsByUid: new Map(withUid.map((d) => [d.uid, d.id])),
    },
  };
}
