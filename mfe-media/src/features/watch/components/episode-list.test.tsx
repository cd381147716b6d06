/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { EpisodeCard } from '../api/episode';
import { EpisodeList } from './episode-list';

const card = (n: number): EpisodeCard => ({
  id: `e${n}`,
  uid: `episode-${n}`,
  href: `/watch/episodes/episode-${n}`,
  title: `Episode ${n}`,
  language: 'English',
  duration: '28:00',
  behindTheScenes: false,
  thumbnail: {
    url: `/cms/images/episodes/e${n}.svg`,
    width: 1280,
    height: 720,
    alt: `Thumbnail ${n}`,
  },
  priority: n,
  categoryIds: [],
});

const thumbnails = () => screen.getAllByRole('img') as HTMLImageElement[];

describe('EpisodeList', () => {
  it('loads the first `eager` thumbnails at once, the first with high priority, and the rest lazily', () => {
    render(
      <MemoryRouter>
        <EpisodeList episodes={[1, 2, 3, 4].map(card)} eager={2} />
      </MemoryRouter>,
    );
    expect(thumbnails().map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(thumbnails().map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
    ]);
  });

  it('loads every thumbnail lazily by default (a list further down the page)', () => {
    render(
      <MemoryRouter>
        <EpisodeList episodes={[1, 2].map(card)} />
      </MemoryRouter>,
    );
    expect(thumbnails().map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(screen.getByRole('link', { name: 'Episode 2' }).getAttribute('href')).toBe(
      '/watch/episodes/episode-2',
    );
  });
});
