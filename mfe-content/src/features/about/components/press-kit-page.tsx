import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import type { PressKitData } from '../api/about-pages';
import './about.css';

/** `/press-kit`: every download by kind, each kind's download-all, and where we were mentioned. */
export default function PressKitPage({ data }: PageProps) {
  const kit = data as PressKitData | undefined;
  if (!kit) return <h1>Press kit</h1>;
  return (
    <article className="page press-kit">
      <h1>{kit.title}</h1>
      {kit.header && (
        <ResponsiveImage image={kit.header} priority className="hero-image" sizes="100vw" />
      )}
      <RichText field={kit.story} resolveLink={resolveLinkField} topHeading={2} />
      {kit.sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2>{section.title}</h2>
          {section.downloadAll && (
            <p>
              <a className="button-link" href={section.downloadAll} download>
                Download all {section.title.toLowerCase()}
              </a>
            </p>
          )}
          <ul className="downloads">
            {section.items.map((item) => (
              <li key={item.url}>
                {item.image && (
                  <ResponsiveImage image={item.image} sizes="(min-width: 900px) 280px, 100vw" />
                )}
                <a href={item.url} download>
                  Download {item.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {kit.mentions.length > 0 && (
        <section aria-label="As mentioned in">
          <h2>As mentioned in</h2>
          <ul className="mentions">
            {kit.mentions.map((m) => (
              <li key={m.name}>
                {m.logo ? (
                  <ResponsiveImage image={{ ...m.logo, alt: m.name }} sizes="160px" />
                ) : (
                  m.name
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Stay connected">
        <h2>Stay connected</h2>
        <RichText field={kit.stayConnected} resolveLink={resolveLinkField} topHeading={3} />
      </section>
    </article>
  );
}
