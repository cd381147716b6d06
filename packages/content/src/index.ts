export {
  contentEndpoint,
  createClient,
  LOCAL_REPOSITORY_NAME,
  type ContentClientOptions,
  type ContentEnv,
} from './client';
export { linkResolver, resolveLinkField, type LinkTarget } from './link-resolver';
export {
  articleSections,
  reshapeArticle,
  type Article,
  type ArticleSection,
} from './reshape/article';
export { reshapeEvent, type TimelineEvent } from './reshape/event';
export { reshapePerson, type Person } from './reshape/person';
export { productHandles, type ImageRef, type LinkedDocument } from './reshape/fields';
export { documentText, reshapeCard, type ContentCard } from './reshape/card';
export { chapterNumber, reshapeChapter, type BookChapter } from './reshape/chapter';
export {
  reshapeTeamMember,
  sortTeam,
  type SocialLink,
  type TeamMember,
} from './reshape/team-member';
export {
  formatHistoricDate,
  formatHistoricRange,
  parseHistoricDate,
  signedYear,
  type DateAccuracy,
  type Era,
  type HistoricDate,
} from './reshape/historic-date';
export type * from './generated/prismic-types';
export { slugify } from './slug';
