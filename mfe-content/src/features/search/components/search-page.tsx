import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { groupResults, type ResultGroup } from '../lib/group-results';
import { validateQuery, MAX_QUERY_LENGTH } from './search-box';

type Status =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; query: string; groups: ResultGroup[]; count: number }
  | { kind: 'error'; message: string };

/** `/search?q=…`: results come from the build's index, loaded in the browser on this page only. */
export default function SearchPage(_props: PageProps) {
  const id = useId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    const q = new URLSearchParams(search).get('q') ?? '';
    setValue(q);
    const checked = validateQuery(q);
    if ('error' in checked) return setStatus({ kind: 'idle' });
    let live = true;
    setStatus({ kind: 'loading' });
    import('../lib/search-client')
      .then(async ({ loadSearchIndex, runSearch }) =>
        runSearch(await loadSearchIndex(), checked.query),
      )
      .then(
        (hits) =>
          live &&
          setStatus({
            kind: 'done',
            query: checked.query,
            groups: groupResults(hits),
            count: hits.length,
          }),
      )
      .catch(
        () =>
          live &&
          setStatus({
            kind: 'error',
            message: 'Search is not available right now. Check your connection and try again.',
          }),
      );
    return () => {
      live = false;
    };
  }, [search]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateQuery(value);
    if ('error' in checked) return setStatus({ kind: 'error', message: checked.error });
    navigate(`/search?q=${encodeURIComponent(checked.query)}`);
  }

  return (
    <article className="page search-page">
      <h1>Search</h1>
      <form role="search" onSubmit={submit} noValidate className="search-box">
        <label htmlFor={id}>Search articles, episodes, people, places and more</label>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit">Search</button>
      </form>
      <div aria-live="polite" className="search-status">
        {status.kind === 'loading' && <p>Searching…</p>}
        {status.kind === 'error' && (
          <p role="alert" className="field-error">
            {status.message}
          </p>
        )}
        {status.kind === 'done' && (
          <p>
            {status.count === 0
              ? `No results for “${status.query}”.`
              : `${status.count} results for “${status.query}”.`}
          </p>
        )}
      </div>
      {status.kind === 'done' &&
        status.groups.map((group) => (
          <section key={group.label} aria-label={group.label}>
            <h2>{group.label}</h2>
            <ul className="search-results">
              {group.hits.map((hit) => (
                <li key={hit.id}>
                  <Link to={hit.path}>{hit.title}</Link>
                  {hit.excerpt && <p>{hit.excerpt}</p>}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </article>
  );
}
