/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from './site-header';

// The remote widgets are another area's code; here each slot gets a stand-in with the same role.
jest.mock('../widgets/remote-widget', () => ({
  RemoteWidget: ({ expose }: { expose: string }) =>
    expose === 'SearchBox' ? (
      <input type="search" aria-label="Search the site" />
    ) : (
      <span>{expose}</span>
    ),
}));

function renderHeader() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SiteHeader />
      <p>page</p>
    </MemoryRouter>,
  );
  return {
    menu: screen.getByRole('button', { name: 'Menu' }),
    search: screen.getByRole('button', { name: 'Open search' }),
  };
}

describe('SiteHeader', () => {
  it('opens the menu panel it controls, and Escape closes it with focus back on the button', () => {
    const { menu } = renderHeader();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('data-open')).toBe('false');
    expect(panel.textContent).toContain('CurrencyPicker');
    expect(panel.textContent).toContain('AccountMenu');

    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('data-open')).toBe('true');

    const link = screen.getByRole('link', { name: 'Shop' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes the menu when a link in it is followed, or on a press outside', () => {
    const { menu } = renderHeader();
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menu);
    act(() => {
      screen.getByText('page').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu when focus moves out of it, but not when it lands on nothing', () => {
    const { menu, search } = renderHeader();
    fireEvent.click(menu);
    const link = screen.getByRole('link', { name: 'About' });
    fireEvent.blur(link, { relatedTarget: null });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(link, { relatedTarget: search });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the search field with focus in it, and Escape returns focus to the search button', () => {
    const { search } = renderHeader();
    expect(search.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(search);
    expect(search.getAttribute('aria-expanded')).toBe('true');
    const field = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(document.activeElement).toBe(field);

    fireEvent.keyDown(field, { key: 'Escape' });
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(search);
  });
});
