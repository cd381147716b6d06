import type { ContentCard } from '@site/content';
import { ResponsiveImage } from '@site/ui/image';
import { Link } from '@site/router';
import './content.css';

const TYPE_LABEL: Record<string, string> = {
  read: 'Article',
  episode: 'Episode',
  podCast: 'Podcast',
  people: 'Person',
  place: 'Place',
  events: 'Event',
  gc_chapter: 'Chapter',
  book_chapter: 'Chapter',
  books: 'Book',
  tour: 'Tour',
};

export function typeLabel(type: string): string {
  return TYPE_LABEL[type] ?? 'Page';
}

/** A grid of link cards; `headingLevel` keeps the outline right wherever the list sits. */
export function CardList({
  cards,
  headingLevel = 3,
  showType = false,
  label,
}: {
  cards: readonly ContentCard[];
  headingLevel?: 2 | 3 | 4;
  showType?: boolean;
  label?: string;
}) {
  if (cards.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <ul className="card-list" aria-label={label}>
      {cards.map((card) => (
        <li key={card.id} className="card">
          {card.image && card.image.width > 0 && (
            <ResponsiveImage
              image={card.image}
              sizes="(min-width: 900px) 280px, 100vw"
              className="card-image"
            />
          )}
          <div className="card-body">
            {showType && <p className="card-type">{typeLabel(card.type)}</p>}
            <Heading className="card-title">
              <Link to={card.path}>{card.title}</Link>
            </Heading>
            {card.description && <p className="card-text">{card.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A titled section holding a card list, or nothing when there is nothing to list. */
export function CardSection({
  title,
  cards,
  showType,
}: {
  title: string;
  cards: readonly ContentCard[];
  showType?: boolean;
}) {
  if (cards.length === 0) return null;
  return (
    <section className="card-section" aria-label={title} data-reveal="">
      <h2>{title}</h2>
      <CardList cards={cards} showType={showType} />
    </section>
  );
}
