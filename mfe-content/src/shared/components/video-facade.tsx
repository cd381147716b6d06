import { useState } from 'react';
import type { ImageRef } from '@site/content';
import { ResponsiveImage } from '@site/ui/image';
import './content.css';

/**
 * A privacy facade: nothing is requested from YouTube until the visitor presses play,
 * then the no-cookie player replaces the still.
 */
export function VideoFacade({
  youtubeId,
  title,
  thumbnail,
  onPlay,
}: {
  youtubeId: string;
  title: string;
  thumbnail: ImageRef | null;
  onPlay?: () => void;
}) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          width={1280}
          height={720}
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      className="video-facade"
      onClick={() => {
        setPlaying(true);
        onPlay?.();
      }}
    >
      {thumbnail && thumbnail.width > 0 && <ResponsiveImage image={{ ...thumbnail, alt: '' }} sizes="(min-width: 900px) 760px, 100vw" />}
      <span className="video-play">Play video: {title}</span>
    </button>
  );
}
