import type { EpisodeCard } from './episode';

/** A watch category with its episodes (every language: the page filters). */
export interface WatchCategory {
  id: string;
  uid: string;
  href: string;
  title: string;
  nonEnglish: boolean;
  episodes: EpisodeCard[];
}

export interface WatchPageData {
  categories: WatchCategory[];
}
