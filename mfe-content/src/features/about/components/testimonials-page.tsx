import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import type { TestimonialsData } from '../api/about-pages';
import './about.css';

/** `/testimonials`: what viewers say, with a link to their video where there is one. */
export default function TestimonialsPage({ data }: PageProps) {
  const page = data as TestimonialsData | undefined;
  return (
    <article className="page">
      <h1>Testimonials</h1>
      <ul className="testimonials">
        {page?.items.map((t) => (
          <li key={t.id}>
            <figure>
              {t.image && <ResponsiveImage image={t.image} sizes="120px" />}
              <blockquote>
                <RichText field={t.quote} resolveLink={resolveLinkField} />
              </blockquote>
              <figcaption>
                <strong>{t.name}</strong>
                {t.position && `, ${t.position}`}
                {t.address && ` (${t.address})`}
                {t.videoUrl && (
                  <>
                    {' · '}
                    <a href={t.videoUrl} rel="noopener noreferrer" target="_blank">
                      Watch {t.name}’s video
                    </a>
                  </>
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </article>
  );
}
