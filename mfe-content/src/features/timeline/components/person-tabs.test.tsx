/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { appState } from '@site/app-state';
import type { PageProps } from '@site/contracts/remote';
import type { TimelinePersonData } from '../api/timeline-pages';
import { activeTab } from './person-tabs';
import TimelinePersonPage from './timeline-person-page';

jest.mock('./person.css', () => ({}));
jest.mock('../../../shared/components/content.css', () => ({}));

const person = (over: Partial<TimelinePersonData> = {}): TimelinePersonData => ({
  person: {
    id: 'p1',
    uid: 'john-knox',
    path: '/timeline/people/john-knox',
    name: 'John Knox',
    summary: [{ type: 'paragraph', text: 'A Scottish reformer.', spans: [] }],
    description: null,
    image: null,
    profileImage: null,
    born: 'c. 1514',
    died: '24 November 1572',
    lifespan: '1514–1572',
    birthYear: 1514,
    priority: 5,
    relatedProducts: [],
  },
  events: [
    {
      id: 'e1',
      type: 'events',
      uid: 'scots-confession',
      path: '/timeline/events/scots-confession',
      title: 'The Scots Confession',
      description: null,
      image: null,
      priority: 1,
      tags: [],
      publishedAt: '',
      dateLabel: '1560',
      year: 1560,
    },
  ],
  related: [],
  ...over,
});

const renderPage = (data: TimelinePersonData) =>
  render(
    <MemoryRouter>
      <TimelinePersonPage
        data={data}
        params={{}}
        route={{ id: 'content.timelinePerson', path: '/timeline/people/:uid', title: 'Person' }}
        {...({} as Partial<PageProps>)}
      />
    </MemoryRouter>,
  );

describe('the people page tabs (spec §3 "active tab", initially timeline)', () => {
  beforeEach(() => act(() => appState.setState({ peopleTab: 'timeline' })));

  it('opens on the timeline tab: birth, the events in date order, death', () => {
    renderPage(person());
    expect(screen.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Timeline' });
    expect(panel.textContent).toMatch(
      /c\. 1514\s*Born.*1560\s*The Scots Confession.*24 November 1572\s*Died/s,
    );
    // The other panels are in the page, hidden.
    expect(
      screen.getByText('A Scottish reformer.').closest('[role=tabpanel]')?.hasAttribute('hidden'),
    ).toBe(true);
  });

  it('keeps the chosen tab in the shared app state, and moves with the arrow keys', () => {
    renderPage(person());
    fireEvent.click(screen.getByRole('tab', { name: 'Biography' }));
    expect(appState.getState().peopleTab).toBe('biography');
    expect(screen.getByRole('tabpanel', { name: 'Biography' }).textContent).toContain(
      'A Scottish reformer.',
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Biography' }), { key: 'ArrowRight' });
    expect(appState.getState().peopleTab).toBe('timeline');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Timeline' }), { key: 'End' });
    expect(appState.getState().peopleTab).toBe('biography');
  });

  it('shows an Articles tab only when there are articles, and falls back to the first tab when the stored one is missing', () => {
    act(() => appState.setState({ peopleTab: 'articles' }));
    renderPage(person());
    expect(screen.queryByRole('tab', { name: 'Articles' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(activeTab([{ id: 'a', label: 'A', panel: null }], 'zzz')).toBe('a');
  });
});
