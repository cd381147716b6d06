/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PreviewBar } from './preview-bar';
import type { PreviewSession } from './preview-session';

jest.mock('./preview-bar.css', () => ({}));

function setMarker(on: boolean) {
  document.cookie = on ? 'site-preview=1; path=/' : 'site-preview=; path=/; max-age=0';
}

async function renderBar(session: PreviewSession | null, at = '/read/martin-luther?tab=2') {
  const view = render(
    <MemoryRouter initialEntries={[at]}>
      <PreviewBar loadSession={() => Promise.resolve(session)} />
    </MemoryRouter>,
  );
  await act(async () => {});
  return view;
}

afterEach(() => setMarker(false));

describe('the Preview bar', () => {
  it('is not there for a browser that does not preview', async () => {
    await renderBar({ active: true, ref: 'a1b2c3d4' });
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  });

  it('says it is a preview, with its ref and release, and exits back to this address', async () => {
    setMarker(true);
    await renderBar({
      active: true,
      ref: 'a1b2c3d4',
      release: 'spring-issue',
      expires: '2026-11-26T15:30:00.000Z',
    });
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar.textContent).toMatch(/Preview — unpublished drafts in release “spring-issue”/);
    expect(within(bar).getByText('a1b2c3d4').tagName).toBe('CODE');
    expect(bar.textContent).toMatch(/ends at/);
    const exit = within(bar).getByRole('button', { name: 'Exit preview' });
    const form = exit.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/preview/exit');
    expect((form.elements.namedItem('to') as HTMLInputElement).value).toBe(
      '/read/martin-luther?tab=2',
    );
  });

  it('still offers the exit when the session could not be asked', async () => {
    setMarker(true);
    await renderBar(null);
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar.textContent).toMatch(/^Preview — unpublished drafts, seen only in this browser/);
    expect(within(bar).getByRole('button', { name: 'Exit preview' })).toBeTruthy();
  });

  it('says when the preview has ended, with a way to the published page', async () => {
    setMarker(true);
    await renderBar({ active: false, ended: 'expired' });
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar.textContent).toMatch(/Preview ended.*expired/);
    expect(
      within(bar).getByRole('link', { name: 'Show the published page' }).getAttribute('href'),
    ).toBe('/read/martin-luther?tab=2');
    expect(within(bar).queryByRole('button')).toBeNull();
  });
});

it('is never in the build’s HTML, so hydration of a published page meets what it expects', () => {
  setMarker(true);
  const html = renderToString(
    <MemoryRouter>
      <PreviewBar loadSession={() => Promise.resolve({ active: true })} />
    </MemoryRouter>,
  );
  expect(html).toBe('');
});
