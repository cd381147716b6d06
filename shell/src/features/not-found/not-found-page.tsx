import { useEffect } from 'react';
import { Link } from '@site/router';
import { bus } from '@site/event-bus';
import { markPageReady } from '../../app/runtime/mark-ready';
import { SITE_NAME } from '../../app/site';
import { RemoteWidget } from '../widgets/remote-widget';

export function NotFoundPage() {
  useEffect(() => {
    markPageReady();
    document.title = `Page not found · ${SITE_NAME}`;
    bus.emit('navigation.completed', {
      path: window.location.pathname,
      announcement: 'Navigated to Page not found',
      initial: true,
    });
  }, []);
  return (
    <article className="page not-found">
      <h1>Page not found</h1>
      <p>
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/read/">Browse the reading room</Link>
        </li>
        <li>
          <Link to="/search">Search the site</Link>
        </li>
      </ul>
      {/* Suggestions and popular reads come from the content area; without it the page stands alone. */}
      <RemoteWidget remote="content" expose="NotFoundContent" eager />
    </article>
  );
}
