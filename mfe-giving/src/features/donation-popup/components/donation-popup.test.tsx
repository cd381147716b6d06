/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { appState } from '@site/app-state';
import DonationPopup from './donation-popup';

beforeEach(() => {
  window.sessionStorage.setItem('donation-popup-shown', '1');
  act(() => appState.setState({ popupVisible: true, donatingProjectId: '' }));
});

const popup = () => (
  <MemoryRouter>
    <DonationPopup />
  </MemoryRouter>
);

describe('the donation pop-up', () => {
  it('leads to the form, which preselects its default project', () => {
    render(popup());
    expect(screen.getByRole('link', { name: 'Give today' }).getAttribute('href')).toBe('/give');
  });

  it('carries the project the visitor chose', () => {
    act(() => appState.setState({ donatingProjectId: 'language-french' }));
    render(popup());
    expect(screen.getByRole('link', { name: 'Give today' }).getAttribute('href')).toBe('/give?project=language-french');
  });
});
