import type { PageProps } from '@site/contracts/remote';
import { CardSection } from '../../../shared/components/card-list';
import type { ReadListData } from '../api/read-pages';

/** The read index, the blog and each read category: a heading, an intro and groups of cards. */
export default function ReadListPage({ data, route }: PageProps) {
  const page = data as ReadListData | undefined;
  return (
    <article className="page read-list">
      <h1>{page?.title ?? route.title}</h1>
      {page?.intro && <p className="lead">{page.intro}</p>}
      {page?.groups.map((g) => (
        <CardSection key={g.title} title={g.title} cards={g.cards} />
      ))}
    </article>
  );
}
