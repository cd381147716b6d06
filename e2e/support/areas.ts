/** One page per area, reached from the header, with the heading it shows. */
export const areaPages = [
  { remote: 'content', nav: 'Read', path: '/read/', heading: 'Read' },
  { remote: 'media', nav: 'Watch', path: '/watch', heading: 'Watch' },
  { remote: 'commerce', nav: 'Shop', path: '/shop', heading: 'Shop' },
  { remote: 'tours', nav: 'Tours', path: '/tours/upcoming', heading: 'Tours' },
  { remote: 'giving', nav: 'Donate', path: '/donate', heading: 'Donate' },
] as const;
