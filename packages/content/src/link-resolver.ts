/** Where each content type lives on the site; the remotes' path tables agree with this. */

export interface LinkTarget {
  type: string;
  uid?: string | null;
}

// Season overviews are `read` documents whose uid is `season<n>-<section>`; they live one level deeper.
const SEASON_OVERVIEW = /^(season\d+)-([a-z0-9-]+)$/;

const withUid: Record<string, (uid: string) => string> = {
  read: (uid) => {
    const overview = SEASON_OVERVIEW.exec(uid);
    return overview ? `/read/${overview[1]}/${overview[2]}` : `/read/${uid}`;
  },
  readCategory: (uid) => `/read/category/${uid}`,
  people: (uid) => `/timeline/people/${uid}`,
  events: (uid) => `/timeline/events/${uid}`,
  place: (uid) => `/places/${uid}`,
  seasons: (uid) => `/timeline?season=${encodeURIComponent(uid)}`,
  episode: (uid) => `/watch/${uid}`,
  category: (uid) => `/watch/category/${uid}`,
  podCast: (uid) => `/podcast/${uid}`,
  audioCategory: (uid) => `/podcast?category=${encodeURIComponent(uid)}`,
  books: (uid) => `/books/${uid}`,
  // Chapters live at the site root (`/greatcontroversy-chapter<n>`), as the redirects expect.
  book_chapter: (uid) => `/${uid}`,
  gc_chapter: (uid) => `/${uid}`,
  chapter_text: (uid) => `/${uid}`,
  tour: (uid) => `/tours/${uid}`,
  donation_project_details: (uid) => `/donate/projects/${uid}`,
  language_donations_page: (uid) => `/language-donations/${uid}`,
};

const fixed: Record<string, string> = {
  teamMember: '/team/',
  testimonial: '/testimonials',
  faq: '/faq',
  about: '/about',
  about_page: '/about',
  mission_statement: '/about',
  media_kit: '/press-kit',
  tour_landing: '/tours/upcoming',
  tour_form: '/tours/upcoming',
  donations_page: '/donate',
  subPeriod: '/timeline',
  timePeriod: '/timeline',
  timeCategory: '/timeline',
};

/** The site path of a document or a content-relationship link; `/` when the type has no page. */
export function linkResolver(doc: LinkTarget): string {
  const page = fixed[doc.type];
  if (page) return page;
  const build = withUid[doc.type];
  return build && doc.uid ? build(doc.uid) : '/';
}

/**
 * For rich-text hyperlinks: a link to a document resolves to its page; any other
 * link (web, media, empty) returns null so the renderer uses its own URL.
 */
export function resolveLinkField(link: {
  link_type?: string;
  type?: unknown;
  uid?: unknown;
  isBroken?: boolean;
}): string | null {
  if (link.link_type !== 'Document' || typeof link.type !== 'string' || link.isBroken) return null;
  return linkResolver({ type: link.type, uid: typeof link.uid === 'string' ? link.uid : null });
}
