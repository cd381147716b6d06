import type { ReactNode } from 'react';
import { type ImageSource, ResponsiveImage } from './image';

/**
 * A card in a listing: an article named by its title, its picture when it has one (decorative: the
 * title says what the card is), then its body. `block` names the parts' classes, `${block}-image`
 * and `${block}-body`, so each area styles its own cards.
 */
export function Card({
  block,
  className = block,
  titleId,
  image,
  sizes,
  children,
}: {
  block: string;
  /** The article's classes, when more than the block's (a modifier). */
  className?: string;
  /** The id of the title inside the body, which names the article. */
  titleId: string;
  image?: ImageSource | null;
  /** The picture's `sizes`: how wide the card stands in its listing. */
  sizes?: string;
  children: ReactNode;
}) {
  return (
    <article className={className} aria-labelledby={titleId}>
      {image && image.width > 0 && (
        <ResponsiveImage image={{ ...image, alt: '' }} sizes={sizes} className={`${block}-image`} />
      )}
      <div className={`${block}-body`}>{children}</div>
    </article>
  );
}
