/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { appState } from '@site/app-state';
import DonationPopup from './donation-popup';

jest.mock('./donation-popup.css', () => ({}));

beforeEach(() => {
  window.sessionStorage.setItem('donation-popup-shown', '1');
  act(() => appState.setState({ popupVisible: true, donatingProjectId: '' }));
});

const popup = () => (
  <MemoryRouter>
    <button type="button">Before</button>
    <DonationPopup />
  </MemoryRouter>
);
const bar = () => screen.queryByRole('complementary', { name: 'Readers fund these stories' });

describe('the donation pop-up', () => {
  it('leads to the form, which preselects its default project', () => {
    render(popup());
    expect(screen.getByRole('link', { name: 'Give today' }).getAttribute('href')).toBe('/give');
  });

  it('carries the project the visitor chose', () => {
    act(() => appState.setState({ donatingProjectId: 'language-french' }));
    render(popup());
    expect(screen.getByRole('link', { name: 'Give today' }).getAttribute('href')).toBe(
      '/give?project=language-french',
    );
  });

  it('appears without taking focus', () => {
    const { getByRole } = render(popup());
    const before = getByRole('button', { name: 'Before' });
    before.focus();
    act(() => appState.setState({ popupVisible: false }));
    act(() => appState.setState({ popupVisible: true }));
    expect(bar()).not.toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('is dismissed with Escape, from anywhere on the page', () => {
    render(popup());
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bar()).toBeNull();
    expect(appState.getState().popupVisible).toBe(false);
  });

  it('leaves Escape to an open modal while focus is outside the bar', () => {
    render(popup());
    const modal = document.body.appendChild(document.createElement('div'));
    modal.setAttribute('aria-modal', 'true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bar()).not.toBeNull();
    modal.remove();
  });

  it('leaves Escape to a focused field or an open menu', () => {
    render(popup());
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(bar()).not.toBeNull();
    field.remove();
    const menu = document.body.appendChild(document.createElement('button'));
    menu.setAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bar()).not.toBeNull();
    menu.remove();
  });

  it('gives focus back to where it came from when dismissed from inside', () => {
    render(popup());
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    const notNow = screen.getByRole('button', { name: 'Not now' });
    act(() => notNow.focus());
    fireEvent.click(notNow);
    expect(bar()).toBeNull();
    expect(document.activeElement).toBe(before);
  });
});
