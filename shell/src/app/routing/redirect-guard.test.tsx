/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { RedirectGuard } from './redirect-guard';

function Where() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <output>{location.pathname + location.search}</output>
      <span data-testid="type">{navigationType}</span>
      <button onClick={() => navigate('/Meet-The-Team?from=nav')}>go</button>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RedirectGuard>
        <Where />
      </RedirectGuard>
    </MemoryRouter>,
  );
}

describe('RedirectGuard (client navigation)', () => {
  it('replaces an old path by its target, keeping the query string', () => {
    renderAt('/GC/?utm=x');
    expect(screen.getByRole('status').textContent).toBe('/books/the-great-controversy?utm=x');
  });

  it('redirects a client navigation too, replacing rather than adding a history entry', async () => {
    renderAt('/about');
    expect(screen.getByRole('status').textContent).toBe('/about');
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('status').textContent).toBe('/team/?from=nav');
    expect(screen.getByTestId('type').textContent).toBe('REPLACE');
  });

  it('leaves other paths alone', () => {
    renderAt('/tours/coming-soon');
    expect(screen.getByRole('status').textContent).toBe('/tours/coming-soon');
  });
});
