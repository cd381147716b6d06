import { memo } from 'react';
import { Link } from '@site/router';
import { imageUrl } from '@site/ui/image';
import type { TimelineItem } from '../lib/timeline-view';

/** An event card (featured image, date as the content states it, title) or a person's (photo, lifespan, name). */
export const TimelineEntry = memo(function TimelineEntry({
  item,
  tabbable,
}: {
  item: TimelineItem;
  tabbable: boolean;
}) {
  const range = item.endYear !== null && item.endYear > item.year;
  return (
    <li className={`timeline-card ${item.kind}${range ? ' ranged' : ''}`}>
      {item.image ? (
        <img
          className="timeline-card-image"
          src={imageUrl(item.image, { w: 144, h: 144, fit: 'crop' })}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="timeline-card-image placeholder" aria-hidden="true" />
      )}
      <span className="timeline-card-body">
        <span className="timeline-card-meta">
          <span className="timeline-kind">{item.kind === 'event' ? 'Event' : 'Person'}</span>{' '}
          <span className="timeline-date">
            {item.kind === 'person' && range ? `Lived ${item.dateLabel}` : item.dateLabel}
          </span>
        </span>
        <Link
          className="timeline-card-title"
          to={item.path}
          data-stop={item.id}
          tabIndex={tabbable ? 0 : -1}
        >
          {item.title}
        </Link>
      </span>
    </li>
  );
});
