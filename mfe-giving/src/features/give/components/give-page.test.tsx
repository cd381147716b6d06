/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { appState } from '@site/app-state';
import { fakeGraphqlClient } from '@site/contracts/area-testing';
import type { GivingProjectOption } from '../../../shared/content/project-options';
import { settle } from '../../../test/pages';
import GivePage from './give-page';

jest.mock('../../../shared/components/giving.css', () => ({}));
jest.mock('../../../shared/components/giving-forms.css', () => ({}));
jest.mock('./give.css', () => ({}));
// The signed-in customer the form starts from, and the country the visitor is in.
const client = fakeGraphqlClient((field) =>
  field === 'me' ? { firstName: 'Ada', lastName: null, email: 'ada@example.org' } : null,
);
jest.mock('../../../shared/api/projects-client', () => ({ givingClient: () => client }));
jest.mock('@site/json-client', () => ({
  createJsonClient: () => ({ call: async () => ({ country: 'GB' }) }),
}));

const option = (id: string, title: string, isDefaultSelected = false): GivingProjectOption => ({
  id,
  title,
  kind: 'PROJECT',
  isDefaultSelected,
  featured: false,
  listed: true,
});
const projects = [option('general', 'General fund', true), option('bibles', 'Bibles')];
const route = { id: 'giving.give', path: '/give', title: 'Give' };

async function renderPage() {
  render(
    <MemoryRouter initialEntries={['/give']}>
      <GivePage params={{}} route={route} data={{ projects }} />
    </MemoryRouter>,
  );
  await settle();
}

beforeEach(() => appState.setState({ currency: undefined, donatingProjectId: '' }));

describe('/give', () => {
  it('ties a step’s errors to their fields and lists them at the top', async () => {
    await renderPage();
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveProperty('value', 'general');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (GBP)' });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toMatch(/\S/);
    expect(screen.getByRole('link', { name: /Amount/ }).getAttribute('href')).toBe('#give-amount');
  });

  it('goes on to the details with the customer and the country filled in, and asks for a home with Gift Aid', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '£25' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your details');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'Ada');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveProperty(
      'value',
      'ada@example.org',
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'GB');
    const giftAid = within(screen.getByRole('group', { name: 'Gift Aid' }));
    expect(giftAid.queryByRole('textbox', { name: 'Postcode' })).toBeNull();
    fireEvent.click(giftAid.getByRole('checkbox'));
    expect(giftAid.getByRole('textbox', { name: 'Postcode' })).toBeTruthy();
    expect(giftAid.getByRole('textbox', { name: 'House name or number and street' })).toBeTruthy();
  });
});
