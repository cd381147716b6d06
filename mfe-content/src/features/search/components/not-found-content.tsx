import { useEffect, useState } from 'react';
import { Link } from '@site/router';
import SearchBox from './search-box';

interface PopularRead {
  title: string;
  path: string;
}

export const POPULAR_READS_FILE = 'popular-reads.json';

function isPopularReads(value: unknown): value is PopularRead[] {
  return (
    Array.isArray(value) &&
    value.every(
      (v) =>
        v && typeof v.title === 'string' && typeof v.path === 'string' && v.path.startsWith('/'),
    )
  );
}

/**
 * `./NotFoundContent`: what the shell's 404 page shows under its heading — suggestions, a search
 * box and popular reads (a small file from the build, fetched after render; if it fails, it is left out).
 */
export default function NotFoundContent() {
  const [popular, setPopular] = useState<PopularRead[]>([]);
  useEffect(() => {
    let live = true;
    fetch(`/files/content/${POPULAR_READS_FILE}`)
      .then((r) => (r.ok ? r.json() : []))
      .then((value: unknown) => live && isPopularReads(value) && setPopular(value.slice(0, 6)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="not-found-content">
      {/* The shell's page above already offers the home page, the reading room and the search page. */}
      <h2>Search the site</h2>
      <SearchBox />
      <h2>More places to start</h2>
      <ul>
        <li>
          <Link to="/timeline">The timeline</Link>
        </li>
        <li>
          <Link to="/watch">Watch the series</Link>
        </li>
        <li>
          <Link to="/podcast">Listen to the podcast</Link>
        </li>
        <li>
          <Link to="/faq">Frequently asked questions</Link>
        </li>
      </ul>
      {popular.length > 0 && (
        <>
          <h2>Popular reads</h2>
          <ul>
            {popular.map((p) => (
              <li key={p.path}>
                <Link to={p.path}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
