import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { CardList } from '../../../shared/components/card-list';
import type { GcBooksData } from '../api/book-pages';
import './book.css';

/** `/gc-books`: the books and every chapter, for readers who want to jump straight in. */
export default function GcBooksPage({ data }: PageProps) {
  const page = data as GcBooksData | undefined;
  return (
    <article className="page">
      <h1>Great Controversy books</h1>
      <CardList cards={page?.books ?? []} headingLevel={2} />
      <section aria-label="All chapters">
        <h2>All chapters</h2>
        <ol className="chapter-list columns">
          {page?.chapters.map((c) => (
            <li key={c.path} value={c.number}>
              <Link to={c.path}>{c.title}</Link>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
