import type { PageProps } from '@site/contracts/remote';
import { Link } from '@site/router';
import { CardSection } from '../../../shared/components/card-list';
import { listPagePath, type ListPager, type ReadListData } from '../api/list-pages';

/** The read index, the blog and each read category: a heading, an intro and groups of cards. */
export default function ReadListPage({ data, route }: PageProps) {
  const page = data as ReadListData | undefined;
  const pager = page?.pager;
  return (
    <article className="page read-list">
      <h1>{page?.title ?? route.title}</h1>
      {pager && pager.page > 1 && (
        <p className="lead">
          Page {pager.page} of {pager.pages}
        </p>
      )}
      {page?.intro && <p className="lead">{page.intro}</p>}
      {page?.groups.map((g) => (
        <CardSection key={g.title} title={g.title} cards={g.cards} />
      ))}
      {pager && <ListPages pager={pager} />}
    </article>
  );
}

/** The pages of a long list: the one before, every page by number, the one after. */
function ListPages({ pager }: { pager: ListPager }) {
  const { page, pages } = pager;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="list-pager" aria-label="Pages of the list">
      {page > 1 && (
        <Link to={listPagePath(pager, page - 1)} rel="prev">
          Previous page
        </Link>
      )}
      <ol>
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={listPagePath(pager, n)} aria-label={`Page ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <Link to={listPagePath(pager, page + 1)} rel="next">
          Next page
        </Link>
      )}
    </nav>
  );
}
