import { useState } from 'react';
import { ResponsiveImage } from '@site/ui/image';
import type { ImageRef } from '@site/content';

/**
 * A privacy-friendly stand-in for the YouTube player: nothing is requested from YouTube
 * until the visitor asks for the video, so the page stays whole without a network.
 */
export function YouTubeFacade({ youtubeId, title, thumbnail }: { youtubeId: string; title: string; thumbnail: ImageRef | null }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="video-frame">
      <button type="button" className="video-facade" onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
        {thumbnail && <ResponsiveImage image={{ ...thumbnail, alt: '' }} sizes="(min-width: 1200px) 1100px, 100vw" priority />}
        <span className="video-facade__icon" aria-hidden="true">
          ▶
        </span>
      </button>
    </div>
  );
}
