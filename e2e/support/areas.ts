import type { Locator, Page } from '@playwright/test';

/**
 * One page per area, reached from the header, with the heading it shows and `proof`: something
 * only the real page has, so a placeholder with the right heading does not pass.
 */
export const areaPages: ReadonlyArray<{
  remote: string;
  nav: string;
  path: string;
  heading: string;
  proof: ((page: Page) => Locator) | null;
}> = [
  {
    remote: 'content',
    nav: 'Read',
    path: '/read/',
    heading: 'Read',
    proof: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /Martin Luther/ })
        .first(),
  },
  {
    remote: 'media',
    nav: 'Watch',
    path: '/watch',
    heading: 'Watch',
    proof: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /The Light of Iona/ })
        .first(),
  },
  {
    remote: 'commerce',
    nav: 'Shop',
    path: '/shop',
    heading: 'Shop',
    proof: (page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
  },
  {
    remote: 'tours',
    nav: 'Tours',
    path: '/tours/upcoming',
    heading: 'Heritage Tours',
    proof: (page) => page.getByRole('main').getByRole('article', { name: "Britain's Reformers" }),
  },
  {
    remote: 'giving',
    nav: 'Donate',
    path: '/donate',
    heading: 'Support the series',
    proof: (page) => page.getByRole('main').getByRole('progressbar').first(),
  },
];
