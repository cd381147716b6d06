import { useState } from 'react';
import { ResponsiveImage, type ImageSource } from './image';

/**
 * A privacy facade for a YouTube video: nothing is requested from YouTube until the
 * visitor presses play, then the no-cookie player replaces the still. The page stays
 * whole without a network. Shared by every area that shows video.
 */
export function VideoFacade({
  youtubeId,
  title,
  thumbnail,
  sizes = '100vw',
  priority = false,
  className,
  onPlay,
}: {
  youtubeId: string;
  title: string;
  thumbnail: ImageSource | null;
  sizes?: string;
  priority?: boolean;
  /** Extra class on the 16:9 frame, for an area's own width. */
  className?: string;
  onPlay?: () => void;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={className ? `video-frame ${className}` : 'video-frame'}>
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="video-facade"
          onClick={() => {
            setPlaying(true);
            onPlay?.();
          }}
        >
          {thumbnail && thumbnail.width > 0 && (
            <ResponsiveImage image={{ ...thumbnail, alt: '' }} sizes={sizes} priority={priority} />
          )}
          <span className="video-play">Play video: {title}</span>
        </button>
      )}
    </div>
  );
}
