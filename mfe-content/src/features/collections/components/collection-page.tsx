import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { CardSection } from '../../../shared/components/card-list';
import type { CollectionData } from '../api/collection-pages';

/** People, places, languages, the campaign, the religious liberty series and the thanks page. */
export default function CollectionPage({ data, route }: PageProps) {
  const page = data as CollectionData | undefined;
  return (
    <article className="page">
      <h1>{page?.title ?? route.title}</h1>
      {page?.intro && <p className="lead">{page.intro}</p>}
      {page?.cta && (
        <p>
          <Link className="button-link" to={page.cta.path}>
            {page.cta.label}
          </Link>
        </p>
      )}
      {page?.groups.map((g) => (
        <CardSection key={g.title} title={g.title} cards={g.cards} />
      ))}
    </article>
  );
}
