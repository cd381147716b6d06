/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { appState } from '@site/app-state';
import type { PageProps } from '@site/contracts/remote';
import { builtPage, fakeClient, settle } from '../../../test/pages';
import type { DonatePageData } from '../api/project-pages';
import DonatePage from './donate-page';

jest.mock('../../../shared/components/giving.css', () => ({}));
let client = fakeClient({});
jest.mock('../../../shared/api/projects-client', () => ({ givingClient: () => client }));

const route = { id: 'giving.donate', path: '/donate', title: 'Donate' };
let data: DonatePageData;
beforeAll(async () => {
  data = await builtPage<DonatePageData>('/donate');
});
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  appState.setState({ currency: undefined, donatingProjectId: '' });
});
afterEach(() => jest.restoreAllMocks());

const page = (props: Partial<PageProps> = {}) => (
  <MemoryRouter initialEntries={['/donate']}>
    <DonatePage params={{}} route={route} data={data} {...props} />
  </MemoryRouter>
);

/** The sentence that names a card's progress bar. */
function progressOf(title: string): string {
  const bar = within(screen.getByRole('article', { name: title })).getByRole('progressbar');
  return document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
}

describe('/donate', () => {
  it('prerenders one h1, the cards featured first, and the content figures in GBP', () => {
    const html = renderToString(page()).replace(/<!-- -->/g, '');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('Every episode, article and podcast');
    // 318,450 USD and 750,000 USD at 1.27 USD to the pound.
    expect(html).toContain('£250,748</strong> raised of £590,551');
    expect(html.indexOf('Season 4 Production')).toBeLessThan(
      html.indexOf('Study Guides for Schools'),
    );
    // The hero promises the general fund, and its card is there.
    expect(html).toContain('General Ministry Fund</h3>');
    expect(html).toContain('Our mission');
  });

  it('adds the API donations to the content figure once hydrated', async () => {
    client = fakeClient({
      projects: [
        {
          id: 'study-guides-for-schools',
          raised: [
            { amount: '127.00', currencyCode: 'USD' },
            { amount: '100', currencyCode: 'GBP' },
          ],
          donationCount: 2,
          supporters: [],
        },
      ],
    });
    render(page());
    // 21,675 USD → £17,067 before, then + £100 + £100.
    expect(progressOf('Study Guides for Schools')).toMatch(/^£17,067 raised of £35,433/);
    await settle();
    expect(progressOf('Study Guides for Schools')).toMatch(/^£17,267 raised of £35,433/);
    expect(client.asked[0]).toEqual({ ids: data.projects.map((p) => p.id) });
  });

  it('keeps the content figures, with no error, when the API is unreachable', async () => {
    client = fakeClient({ fail: true });
    render(page());
    await settle();
    expect(console.warn).toHaveBeenCalled();
    expect(progressOf('Season 4 Production')).toMatch(/^£250,748 raised/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the figures in the visitor currency after hydration', async () => {
    client = fakeClient({});
    act(() => appState.setState({ currency: 'USD' }));
    render(page());
    await settle();
    expect(progressOf('Season 4 Production')).toMatch(/^US\$318,450 raised of US\$750,000/);
  });

  it('hydrates the GBP HTML without a mismatch when the visitor already chose a currency', async () => {
    client = fakeClient({});
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => appState.setState({ currency: 'EUR' }));
    const root = await act(async () => hydrateRoot(container, page()));
    await settle();
    expect(errors).not.toHaveBeenCalled();
    expect(progressOf('Season 4 Production')).toMatch(/^€293,375 raised of €690,945/);
    act(() => root.unmount());
    container.remove();
  });

  it('links each card to the form with its project, remembering it in the app state, and to its page', async () => {
    render(page());
    await settle();
    const card = screen.getByRole('article', { name: 'Free Streaming for All' });
    const give = within(card).getByRole('link', { name: 'Give to Free Streaming for All' });
    expect(give.getAttribute('href')).toBe('/give?project=free-streaming-for-all');
    expect(
      within(card)
        .getByRole('link', { name: 'Learn more about Free Streaming for All' })
        .getAttribute('href'),
    ).toBe('/donate/projects/free-streaming-for-all');
    fireEvent.click(give);
    expect(appState.getState().donatingProjectId).toBe('free-streaming-for-all');
  });

  it('shows a heading and a way on without page data', async () => {
    render(page({ data: undefined }));
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Donate');
  });
});
