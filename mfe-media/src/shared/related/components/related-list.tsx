import { useId } from 'react';
import { Link } from '@site/router';
import type { RelatedLink } from '../api/related-links';

/** A titled list of links to other pages; renders nothing when empty. */
export function RelatedList({ title, links }: { title: string; links: readonly RelatedLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section className="media-related" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <span className="media-related__kind">{link.kind}</span>{' '}
            <Link to={link.href}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
