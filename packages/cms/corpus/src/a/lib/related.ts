import { docId } from '../../../lib/ids';
import { docExists, type Link, link, noLink, storedDocs, type StoredDoc } from './store';

/** Documents this run will write; links to them are valid before the files exist. */
const planned = new Set<string>();
/** Links left out because their target does not exist yet (re-run once it does). */
export const dropped: string[] = [];

export const plan = (type: string, uid: string): void => void planned.add(`${type}/${uid}`);
export const available = (type: string, uid: string): boolean =>
  planned.has(`${type}/${uid}`) || docExists(type, uid);

export function maybeLink(type: string, uid: string | undefined, from: string): Link {
  if (!uid) return noLink;
  if (available(type, uid)) return link(type, uid);
  dropped.push(`${from} → ${type}/${uid}`);
  return noLink;
}

/** A Group of links, `[{ [inner]: link }]`, keeping only targets that exist. */
export function linkGroup(
  inner: string,
  type: string,
  uids: string[],
  from: string,
): Record<string, Link>[] {
  const out: Record<string, Link>[] = [];
  for (const uid of [...new Set(uids)]) {
    const l = maybeLink(type, uid, from);
    if (l.link_type === 'Document') out.push({ [inner]: l });
  }
  return out;
}

const firstText = (doc: StoredDoc): string => {
  for (const value of Object.values(doc.data)) {
    if (
      Array.isArray(value) &&
      typeof (value[0] as { text?: unknown } | undefined)?.text === 'string'
    ) {
      return (value[0] as { text: string }).text;
    }
  }
  return '';
};

/** uids of stored documents of `type` whose uid or title mentions one of the keywords. */
export function matching(
  type: string,
  keywords: string[],
  filter: (d: StoredDoc) => boolean = () => true,
): string[] {
  const words = keywords.map((k) => k.toLowerCase());
  return storedDocs(type)
    .filter(filter)
    .filter((d) => {
      const hay = `${d.uid ?? ''} ${firstText(d)}`.toLowerCase();
      return words.some((w) => hay.includes(w));
    })
    .map((d) => d.uid ?? '');
}

export const episodesOfSeason = (season: number): string[] =>
  storedDocs('episode')
    .map((d) => d.uid ?? '')
    .filter((u) => u.startsWith(`s${season}-`));

/** A sub-period of the given season, preferring one whose uid or title matches a keyword. */
export function subPeriodFor(season: number, keywords: string[]): string | undefined {
  const seasonId = docId('seasons', `season-${season}`);
  const inSeason = (d: StoredDoc) =>
    (d.data.season as { id?: string } | undefined)?.id === seasonId;
  return (
    matching('subPeriod', keywords, inSeason)[0] ??
    storedDocs('subPeriod').filter(inSeason)[0]?.uid ??
    undefined
  );
}

export function youtubeIdOf(type: string, uid: string): string | undefined {
  const doc = storedDocs(type).find((d) => d.uid === uid);
  const id = doc?.data.youtube_id;
  return typeof id === 'string' && id ? id : undefined;
}
