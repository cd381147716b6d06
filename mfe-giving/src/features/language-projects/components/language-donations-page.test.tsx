/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { builtPage, fakeClient, settle } from '../../../test/pages';
import type { LanguagePageData } from '../api/language-pages';
import LanguageDonationsPage from './language-donations-page';

jest.mock('../../../shared/components/giving.css', () => ({}));
const client = fakeClient({});
jest.mock('../../../shared/api/projects-client', () => ({ givingClient: () => client }));

const route = {
  id: 'giving.languageDonations',
  path: '/language-donations',
  title: 'Language projects',
};
let data: LanguagePageData;
beforeAll(async () => {
  data = await builtPage<LanguagePageData>('/language-donations');
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

const page = (entry = '/language-donations') => (
  <MemoryRouter initialEntries={[entry]}>
    <Routes>
      <Route
        path="/language-donations"
        element={
          <>
            <LanguageDonationsPage params={{}} route={route} data={data} />
            <Where />
          </>
        }
      />
    </Routes>
  </MemoryRouter>
);

const continents = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/language-donations', () => {
  it('prerenders every continent with flags named for screen readers, and the video as a button only', () => {
    const html = renderToString(page('/language-donations?continent=europe')).replace(
      /<!-- -->/g,
      '',
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    // The prerendered page is the same for every query: all continents.
    for (const c of ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Australia'])
      expect(html).toContain(`>${c}</h3>`);
    expect(html).toContain('\u{1F1F2}\u{1F1FD}');
    expect(html).toContain('<span class="visually-hidden"> (Mexico)</span>');
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/youtube/);
    expect(html).toContain('Play video');
  });

  it('shows only the continent in ?continent= after hydration', async () => {
    render(page('/language-donations?continent=europe'));
    await settle();
    expect(continents()).toEqual(['Europe']);
    expect(screen.getByRole('status').textContent).toBe('4 projects in Europe');
    expect((screen.getByRole('radio', { name: 'Europe' }) as HTMLInputElement).checked).toBe(true);
  });

  it('hydrates the all-continent HTML cleanly, then filters by the query', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('/language-donations?continent=asia'));
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(container, page('/language-donations?continent=asia')),
    );
    await settle();
    expect(errors).not.toHaveBeenCalled();
    expect(
      [...container.querySelectorAll('.giving-continent h3')].map((h) => h.textContent),
    ).toEqual(['Asia']);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('shows every continent, without an error, for an unknown continent', async () => {
    render(page('/language-donations?continent=<script>'));
    await settle();
    expect(continents()).toHaveLength(6);
    expect(
      (screen.getByRole('radio', { name: 'All continents' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('keeps the choice in the address, and clears it for all continents', async () => {
    render(page());
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Asia' }));
    expect(screen.getByTestId('where').textContent).toBe('?continent=asia');
    expect(continents()).toEqual(['Asia']);
    fireEvent.click(screen.getByRole('radio', { name: 'All continents' }));
    expect(screen.getByTestId('where').textContent).toBe('');
    expect(continents()).toHaveLength(6);
  });

  it('gives each card its goal, progress and page', async () => {
    render(page());
    await settle();
    const card = screen.getByRole('article', { name: /Spanish/ });
    expect(within(card).getByRole('progressbar')).toBeTruthy();
    // 24,000 USD at 1.27.
    expect(card.textContent).toContain('£0 raised of £18,898');
    expect(
      within(card)
        .getByRole('link', { name: 'Learn more about the Spanish project' })
        .getAttribute('href'),
    ).toBe('/language-donations/spanish');
    expect(
      within(card).getByRole('link', { name: 'Give to the Spanish project' }).getAttribute('href'),
    ).toBe('/give?project=language-spanish');
  });

  it('swaps the thumbnail for the no-cookie player on click', async () => {
    render(page());
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/xzgJySwq0_B/,
    );
  });
});
