/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { appState } from '@site/app-state';
import { builtPage, fakeClient, settle } from '../../../test/pages';
import type { LanguageProjectPageData } from '../api/language-pages';
import LanguageProjectPage from './language-project-page';

jest.mock('../../../shared/components/giving.css', () => ({}));
const client = fakeClient({
  projects: [
    {
      id: 'language-spanish',
      raised: [{ amount: '254', currencyCode: 'GBP' }],
      donationCount: 1,
      supporters: [],
    },
  ],
});
jest.mock('../../../shared/api/projects-client', () => ({ givingClient: () => client }));

const route = {
  id: 'giving.languageDonationDetail',
  path: '/language-donations/:uid',
  title: 'Language project',
};
let data: LanguageProjectPageData;
beforeAll(async () => {
  data = await builtPage<LanguageProjectPageData>('/language-donations/spanish');
});

const page = () => (
  <MemoryRouter initialEntries={['/language-donations/spanish']}>
    <LanguageProjectPage params={{ uid: 'spanish' }} route={route} data={data} />
  </MemoryRouter>
);

describe('/language-donations/:uid', () => {
  it('prerenders the name, flag, descriptions, image and goal', () => {
    const html = renderToString(page()).replace(/<!-- -->/g, '');
    expect(html).toContain('<h1>Spanish</h1>');
    expect(html).toContain('Mexico · North America');
    expect(html).toContain('Spanish is spoken by more than 480 million people');
    expect(html).toContain('Recording will take place with voice actors from Mexico');
    expect(html).toContain('language-spanish.svg');
    expect(html).toContain('£0</strong> raised of £18,898');
  });

  it('adds the live donations and gives to language-spanish', async () => {
    render(page());
    await settle();
    expect(client.asked).toEqual([{ ids: ['language-spanish'] }]);
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('1');
    expect(document.querySelector('.giving-progress-label')?.textContent).toMatch(
      /^£254 raised of £18,898/,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Donate to the Spanish project' }));
    expect(appState.getState().donatingProjectId).toBe('language-spanish');
  });
});
