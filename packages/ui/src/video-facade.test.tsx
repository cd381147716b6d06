/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { VideoFacade } from './video-facade';

describe('VideoFacade', () => {
  it('shows only the still until play is pressed, then the no-cookie player', () => {
    let played = 0;
    render(
      <VideoFacade
        youtubeId="DkwKpcAcFje"
        title="The Light of Iona"
        thumbnail={{ url: '/cms/images/e.svg', width: 1600, height: 900, alt: 'still' }}
        onPlay={() => played++}
      />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Play video: The Light of Iona' }).click());
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/DkwKpcAcFje?autoplay=1',
    );
    expect(played).toBe(1);
  });
});
