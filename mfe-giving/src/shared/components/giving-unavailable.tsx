import { Link } from '@site/router';
import { paths } from '../../app/paths';

/**
 * What a content page shows when it has no page data (the standalone dev host, or a build that
 * lost its content): a heading and a way on, never an empty screen.
 */
export function GivingUnavailable({ title }: { title: string }) {
  return (
    <article className="page giving-page">
      <h1>{title}</h1>
      <p>This page could not be loaded just now. Please try again in a moment.</p>
      <p>
        <Link to={paths.give.path}>Give to our work</Link>
      </p>
    </article>
  );
}
