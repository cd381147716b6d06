/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PageProps } from '@site/contracts/remote';
import type { ReadListData } from '../api/list-pages';
import ReadListPage from './read-list-page';

jest.mock('../../../shared/components/content.css', () => ({}));

const card = (n: number) => ({
  id: `doc-${n}`,
  type: 'read',
  uid: `a-${n}`,
  path: `/read/a-${n}`,
  title: `Article ${n}`,
  description: null,
  image: null,
  priority: 0,
  publishedAt: '',
  tags: [],
});

function show(data: ReadListData) {
  const props = { data, route: { id: 'content.readAll', path: '/read/all/:page', title: 'Read' } };
  render(
    <MemoryRouter>
      <ReadListPage {...(props as unknown as PageProps)} />
    </MemoryRouter>,
  );
}

const pager = (page: number) => ({ page, pages: 3, first: '/read/', rest: '/read/all/' });

describe('a read list page', () => {
  it('shows its cards and no pages when the list fits on one', () => {
    show({
      title: 'Read',
      intro: 'All of it.',
      groups: [{ title: 'All articles', cards: [card(1)] }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Read' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Article 1' }).getAttribute('href')).toBe('/read/a-1');
    expect(screen.queryByRole('navigation', { name: 'Pages of the list' })).toBeNull();
  });

  it('links the page before, every page by number and the page after', () => {
    show({
      title: 'Read',
      intro: null,
      groups: [{ title: 'All articles', cards: [card(61), card(62)] }],
      pager: pager(2),
    });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pages of the list' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Previous page')).toBe('/read/');
    expect(href('Next page')).toBe('/read/all/3');
    expect(href('Page 1')).toBe('/read/');
    expect(href('Page 3')).toBe('/read/all/3');
    // The page shown is marked, and is not a link to itself.
    expect(within(nav).queryByRole('link', { name: 'Page 2' })).toBeNull();
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });

  it('has no page before the first, nor after the last', () => {
    show({ title: 'Read', intro: null, groups: [], pager: pager(3) });
    const nav = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/read/all/2',
    );
  });
});
