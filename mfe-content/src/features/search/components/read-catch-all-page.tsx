import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import SearchBox from './search-box';

/**
 * `/read/*`: an address under /read/ that no article has (old links, typos). Rendered in the
 * browser only; it offers the reading room and a search instead of a dead end, which is why it
 * lives with the search, beside the site's not-found content.
 */
export default function ReadCatchAllPage({ params }: PageProps) {
  const rest = params['*'] ?? '';
  const words = rest.split(/[/-]+/).filter(Boolean).join(' ');
  return (
    <article className="page">
      <h1>Reading not found</h1>
      <p>
        There is no article at this address{words ? ` (“${words}”)` : ''}. It may have moved. Try
        the <Link to="/read/">reading room</Link> or search for it.
      </p>
      <SearchBox />
    </article>
  );
}
