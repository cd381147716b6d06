import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@site/router';
import { paths } from '../../../app/paths';

export const MAX_QUERY_LENGTH = 200;

/** Returns the cleaned query, or the message to show for a query that cannot be searched. */
export function validateQuery(raw: string): { query: string } | { error: string } {
  const query = raw.trim().replace(/\s+/g, ' ');
  if (!query) return { error: 'Type a word to search for.' };
  if (query.length > MAX_QUERY_LENGTH) {
    return { error: `Searches are limited to ${MAX_QUERY_LENGTH} characters.` };
  }
  return { query };
}

/** The header search box (`./SearchBox`): submits to the search page. */
export default function SearchBox() {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateQuery(value);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    navigate(`${paths.search.href()}?q=${encodeURIComponent(result.query)}`);
  }

  return (
    <form role="search" className="search-box" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input
        id={id}
        type="search"
        value={value}
        maxLength={MAX_QUERY_LENGTH + 50}
        placeholder="Search"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setValue(e.target.value)}
        // Warm the index while the visitor types; the library and index stay out of every other page.
        onFocus={() =>
          void import('../lib/search-client')
            .then((m) => m.loadSearchIndex())
            .catch(() => undefined)
        }
      />
      <button type="submit">Search</button>
      {error && (
        <span id={`${id}-error`} role="alert" className="field-error">
          {error}
        </span>
      )}
    </form>
  );
}
