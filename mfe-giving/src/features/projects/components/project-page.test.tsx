/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { appState } from '@site/app-state';
import { builtPage, fakeClient, settle } from '../../../test/pages';
import type { ProjectPageData } from '../api/project-pages';
import ProjectPage from './project-page';

jest.mock('../../../shared/components/giving.css', () => ({}));
let client = fakeClient({});
jest.mock('../../../shared/api/projects-client', () => ({ givingClient: () => client }));

const route = {
  id: 'giving.donationProject',
  path: '/donate/projects/:uid',
  title: 'Donation project',
};
let data: ProjectPageData;
beforeAll(async () => {
  data = await builtPage<ProjectPageData>('/donate/projects/season-4-production');
});
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  appState.setState({ currency: undefined, donatingProjectId: '' });
});
afterEach(() => jest.restoreAllMocks());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const page = () => (
  <MemoryRouter initialEntries={['/donate/projects/season-4-production']}>
    <Routes>
      <Route
        path="/donate/projects/:uid"
        element={<ProjectPage params={{ uid: 'season-4-production' }} route={route} data={data} />}
      />
      <Route path="/give" element={<Where />} />
    </Routes>
  </MemoryRouter>
);

describe('/donate/projects/:uid', () => {
  it('prerenders the title, descriptions, sections and progress, and no supporters', () => {
    const html = renderToString(page()).replace(/<!-- -->/g, '');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h1>Season 4 Production</h1>');
    expect(html).toContain('giving-section giving-section--grey');
    expect(html).toContain('<h2>Where your gift goes</h2>');
    expect(html).toContain('£250,748</strong> raised of £590,551');
    expect(html).not.toContain('Recent supporters');
  });

  it('lists opt-in supporters by first name and country once the API answers', async () => {
    client = fakeClient({
      projects: [
        {
          id: 'season-4-production',
          raised: [],
          donationCount: 2,
          supporters: [
            { firstName: 'Ada', country: 'GB', givenAt: '2026-11-01' },
            { firstName: 'Jan', country: null, givenAt: '2026-10-01' },
          ],
        },
      ],
    });
    render(page());
    await settle();
    const list = await screen.findByRole('region', { name: 'Recent supporters' });
    expect(list.textContent).toContain('Ada from United Kingdom');
    expect(list.textContent).toContain('Jan');
    expect(client.asked[0]).toEqual({ ids: ['season-4-production'], supporters: 8 });
  });

  it('hides the supporters when there are none, or the API fails', async () => {
    client = fakeClient({ fail: true });
    render(page());
    await settle();
    expect(console.warn).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Recent supporters' })).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });

  it('sets the donating project id and goes to the form with it', async () => {
    client = fakeClient({});
    render(page());
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'Donate to Season 4 Production' }));
    expect(appState.getState().donatingProjectId).toBe('season-4-production');
    expect(screen.getByTestId('where').textContent).toBe('/give?project=season-4-production');
  });
});
