import { Link } from '@site/router';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { CardSection } from '../../../shared/components/card-list';
import type { PlaceData } from '../api/collection-pages';

/** `/places/{uid}`: a place, what happened there and what to read about it. */
export default function PlacePage({ data }: PageProps) {
  const place = data as PlaceData | undefined;
  if (!place) return null;
  return (
    <article className="page">
      <p className="card-type">
        <Link to="/places">Places</Link>
      </p>
      <h1>{place.title}</h1>
      {place.image && (
        <ResponsiveImage
          image={place.image}
          priority
          className="hero-image"
          sizes="(min-width: 900px) 900px, 100vw"
        />
      )}
      <RichText field={place.summary} resolveLink={resolveLinkField} topHeading={2} />
      <CardSection title="Events here" cards={place.events} />
      <CardSection title="Articles" cards={place.reads} />
    </article>
  );
}
