import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { Link } from '@site/router';
import { toursClient } from '../../../shared/api/tours-client';
import { formatDay } from '../../../shared/components/format';
import { TourPrice } from '../../../shared/components/tour-price';
import { departureOf, useDepartures } from '../../../shared/components/live-departures';
import type {
  RelatedLink,
  TourExtension,
  TourPageData,
  TourView,
} from '../../../shared/content/tour-view';
import { TourMap } from '../../map/components/tour-map';
import { BookPanel } from './book-panel';
import './tour-page.css';

function Prices({ single, double }: { single: number; double: number }) {
  return (
    <dl className="tour-prices">
      {single > 0 && (
        <div>
          <dt>Single room</dt>
          <dd>
            <TourPrice amount={single} /> <span>per person</span>
          </dd>
        </div>
      )}
      {double > 0 && (
        <div>
          <dt>Sharing a double room</dt>
          <dd>
            <TourPrice amount={double} /> <span>per person</span>
          </dd>
        </div>
      )}
    </dl>
  );
}

function Itinerary({ tour }: { tour: TourView }) {
  return (
    <section className="tour-section" aria-labelledby="tour-itinerary">
      <h2 id="tour-itinerary">Itinerary</h2>
      <ol className="tour-days">
        {tour.itinerary.map((day, i) => (
          <li key={i} className="tour-day">
            <div className="tour-day-text">
              <h3>
                <span className="tour-day-number">{day.day}</span> {day.title}
              </h3>
              {day.shortDescription && <p className="tour-day-short">{day.shortDescription}</p>}
              <RichText field={day.description} topHeading={4} />
            </div>
            {day.image && (
              <ResponsiveImage
                image={day.image}
                sizes="(min-width: 900px) 24rem, 100vw"
                className="tour-day-image"
              />
            )}
            {day.gallery.length > 0 && (
              <ul className="tour-day-gallery">
                {day.gallery.map((img, j) => (
                  <li key={j}>
                    <ResponsiveImage image={img} sizes="12rem" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Extension({ extension }: { extension: TourExtension }) {
  const id = `tour-extension-${extension.kind}`;
  const label = extension.kind === 'pre' ? 'Before the tour' : 'After the tour';
  return (
    <section className={`tour-extension tour-extension--${extension.kind}`} aria-labelledby={id}>
      <h3 id={id}>
        <span className="tour-extension-kind">{label}:</span> {extension.title}
      </h3>
      {extension.startsOn && (
        <p>
          Starts <time dateTime={extension.startsOn}>{formatDay(extension.startsOn)}</time>
        </p>
      )}
      <Prices single={extension.priceSingleUsd} double={extension.priceDoubleUsd} />
      {extension.itinerary.length > 0 && (
        <ol className="tour-extension-days">
          {extension.itinerary.map((day, i) => (
            <li key={i}>
              <h4>
                <span className="tour-day-number">{day.day}</span> {day.title}
              </h4>
              <RichText field={day.description} topHeading={5} />
            </li>
          ))}
        </ol>
      )}
      {extension.bookletUrl && (
        <p>
          <a href={extension.bookletUrl} download>
            Download the {extension.title} booklet
          </a>
        </p>
      )}
    </section>
  );
}

function LinkList({ title, links, id }: { title: string; links: RelatedLink[]; id: string }) {
  if (links.length === 0) return null;
  return (
    <div className="tour-related-group">
      <h3 id={id}>{title}</h3>
      <ul aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.url}>
            <Link to={link.url}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /tours/<uid>: a tour document, its live departure, its map, and the way to book it. */
export default function TourPage({ data, route }: PageProps) {
  const page = data as TourPageData | null | undefined;
  const tour = page?.tour;
  const live = useDepartures(toursClient, tour ? [tour.uid] : []);
  if (!page || !tour) {
    return (
      <article className="page tours-page">
        <h1>{route.title}</h1>
        <p>This tour could not be shown.</p>
      </article>
    );
  }
  const departure =
    live.status === 'ready' ? departureOf(live.departures, tour.uid, tour.startsOn) : null;
  const { related } = tour;
  const hasRelated = related.reads.length + related.episodes.length + related.products.length > 0;
  const extensions = [tour.preExtension, tour.postExtension].filter(
    (e): e is TourExtension => e !== null,
  );
  return (
    <article className="page tours-page tour-details">
      <header className="tour-header">
        <h1>{tour.title}</h1>
        {tour.subtitle && <p className="tour-subtitle">{tour.subtitle}</p>}
      </header>

      {tour.slider.length > 0 && (
        // A scroll-snap strip: keyboard-scrollable, no script.
        <div className="tour-slider" role="region" aria-label="Photos" tabIndex={0}>
          <ul>
            {tour.slider.map((img, i) => (
              <li key={i}>
                <ResponsiveImage
                  image={img}
                  sizes="(min-width: 1200px) 56rem, 90vw"
                  priority={i === 0}
                />
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="tour-intro">
        <div className="tour-description">
          <RichText field={tour.description} />
        </div>
        <section className="tour-dates" aria-labelledby="book">
          <h2 id="book">Dates and prices</h2>
          <p className="tour-start">
            Starts <time dateTime={tour.startsOn}>{formatDay(tour.startsOn)}</time>
          </p>
          <Prices single={tour.priceSingleUsd} double={tour.priceDoubleUsd} />
          <BookPanel
            uid={tour.uid}
            title={tour.title}
            startsOn={tour.startsOn}
            live={live}
            departure={departure}
            departedAtBuild={page.departed === true}
          />
        </section>
      </div>

      {(tour.included.length > 0 || tour.notIncluded.length > 0) && (
        <div className="tour-lists">
          {tour.included.length > 0 && (
            <section aria-labelledby="tour-included">
              <h2 id="tour-included">What is included</h2>
              <ul className="tour-included">
                {tour.included.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          {tour.notIncluded.length > 0 && (
            <section aria-labelledby="tour-not-included">
              <h2 id="tour-not-included">What is not included</h2>
              <ul className="tour-not-included">
                {tour.notIncluded.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}

      {tour.itinerary.length > 0 && <Itinerary tour={tour} />}

      {page.map && (
        <section className="tour-section" aria-labelledby="tour-map">
          <h2 id="tour-map">Map</h2>
          <TourMap map={page.map} tourTitle={tour.title} />
        </section>
      )}

      {extensions.length > 0 && (
        <section className="tour-section" aria-labelledby="tour-extensions">
          <h2 id="tour-extensions">Extensions</h2>
          <div className="tour-extensions">
            {extensions.map((e) => (
              <Extension key={e.kind} extension={e} />
            ))}
          </div>
        </section>
      )}

      {tour.bookletUrl && (
        <section className="tour-section" aria-labelledby="tour-booklet">
          <h2 id="tour-booklet">Tour booklet</h2>
          <p>
            A PDF of this tour to print or keep on your phone: the itinerary day by day, where you
            stay and what to bring, with the extensions.
          </p>
          <p>
            <a className="button-primary tours-button--quiet" href={tour.bookletUrl} download>
              Download the tour booklet (PDF)
            </a>
          </p>
        </section>
      )}

      {tour.faq.length > 0 && (
        <section className="tour-section tour-faq" aria-labelledby="tour-faq">
          <h2 id="tour-faq">Questions</h2>
          {tour.faq.map((item, i) => (
            <details key={i}>
              <summary>{item.question}</summary>
              <RichText field={item.answer} topHeading={3} />
            </details>
          ))}
        </section>
      )}

      {hasRelated && (
        <section className="tour-section tour-related" aria-labelledby="tour-related">
          <h2 id="tour-related">Related</h2>
          <div className="tour-related-groups">
            <LinkList title="Read" links={related.reads} id="tour-related-reads" />
            <LinkList title="Watch" links={related.episodes} id="tour-related-episodes" />
            <LinkList title="Shop" links={related.products} id="tour-related-products" />
          </div>
        </section>
      )}
    </article>
  );
}
