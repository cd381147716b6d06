import { definePaths } from '@site/routing/paths';

/** Every path mfe-content owns. Links, routes, the sitemap and the README read this table. */
export const paths = definePaths({
  home: { path: '/', title: 'Home' },
  about: { path: '/about', title: 'About us' },
  team: { path: '/team/', title: 'Our team' },
  testimonials: { path: '/testimonials', title: 'Testimonials' },
  faq: { path: '/faq', title: 'Frequently asked questions' },
  contact: { path: '/contact', title: 'Contact us' },
  pressKit: { path: '/press-kit', title: 'Press kit' },
  subscribe: { path: '/subscribe', title: 'Subscribe' },
  marketingCampaign: { path: '/campaign', title: 'Campaign' },
  religiousLiberty: { path: '/religious-liberty-series', title: 'Religious liberty series' },
  comingSoonBook: { path: '/books/the-great-controversy', title: 'The Great Controversy' },
  book: { path: '/books/:uid', title: 'Book' },
  bookChapter: { path: '/greatcontroversy-chapter:n', title: 'The Great Controversy' },
  gcBooks: { path: '/gc-books', title: 'Great Controversy books' },
  people: { path: '/people', title: 'People' },
  places: { path: '/places', title: 'Places' },
  place: { path: '/places/:uid', title: 'Place' },
  language: { path: '/language', title: 'Languages' },
  languageDetail: { path: '/language/:uid', title: 'Language' },
  thanks: { path: '/thanks', title: 'Thank you' },
  search: { path: '/search', title: 'Search' },
  read: { path: '/read/', title: 'Read' },
  readAll: { path: '/read/all/:page', title: 'All articles' },
  readBlog: { path: '/read/blog/', title: 'Blog' },
  readBlogPage: { path: '/read/blog/:page', title: 'Blog' },
  readCategory: { path: '/read/category/:uid', title: 'Read category' },
  readCategoryPage: { path: '/read/category/:uid/:page', title: 'Read category' },
  seasonOverview: { path: '/read/:season/:section', title: 'Season overview' },
  readSingle: { path: '/read/:slug', title: 'Read' },
  readCatchAll: { path: '/read/*', title: 'Read' },
  timeline: { path: '/timeline', title: 'Timeline' },
  timelineDetails: { path: '/timeline-details', title: 'Timeline details' },
  timelineEvent: { path: '/timeline/events/:uid', title: 'Timeline event' },
  timelinePerson: { path: '/timeline/people/:uid', title: 'Timeline person' },
  timelineEventAndPeople: { path: '/timeline/:uid', title: 'Timeline' },
});

/** The Great Controversy has 42 chapters; each has its own top-level path. */
export const GC_CHAPTER_COUNT = 42;
