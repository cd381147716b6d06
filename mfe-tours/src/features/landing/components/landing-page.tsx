import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { Link } from '@site/router';
import { paths } from '../../../app/paths';
import { toursClient } from '../../../shared/api/tours-client';
import { departureOf, useDepartures } from '../../../shared/components/live-departures';
import type { LandingPageData } from '../../../shared/content/tour-view';
import { upcomingFirst } from '../landing-order';
import { TourCard } from './tour-card';
import './landing.css';

/**
 * /tours/coming-soon and /tours/upcoming: the tour_landing's about text and gallery, the tours by
 * year with their live seats, and the way to register interest.
 */
export default function LandingPage({ data, route }: PageProps) {
  const page = data as LandingPageData | null | undefined;
  const landing = page?.landing;
  const uids = landing ? landing.groups.flatMap((g) => g.tours.map((t) => t.uid)) : [];
  const live = useDepartures(toursClient, uids);
  if (!landing) {
    return (
      <article className="page tours-page">
        <h1>{route.title}</h1>
        <p>Our tours are being prepared. Please check back soon.</p>
      </article>
    );
  }
  const departures = live.status === 'ready' ? live.departures : [];
  const interest = paths.participationInterest.path;
  return (
    <article className="page tours-page tours-landing">
      <header className="tours-landing-header">
        <h1>{landing.title}</h1>
        <RichText field={landing.about} />
        <p>
          <Link className="button-primary" to={interest}>
            Register your interest
          </Link>
        </p>
      </header>

      {landing.gallery.length > 0 && (
        <section className="tours-gallery" aria-labelledby="tours-gallery-title">
          <h2 id="tours-gallery-title">Where we travel</h2>
          <ul>
            {landing.gallery.map(({ image, caption }, i) => (
              <li key={i}>
                <figure>
                  <ResponsiveImage
                    image={image}
                    sizes="(min-width: 1200px) 18rem, (min-width: 700px) 45vw, 100vw"
                  />
                  {caption && <figcaption>{caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      {landing.groups.length === 0 && (
        <p>
          No tours are scheduled yet. Register your interest and we will tell you when they are.
        </p>
      )}
      {upcomingFirst(landing.groups).map((group) => {
        const id = `tours-year-${group.year}`;
        return (
          <section key={group.year} className="tours-group" aria-labelledby={id}>
            <div className="tours-group-header photo-panel">
              {group.backgroundImage && (
                <ResponsiveImage
                  image={{ ...group.backgroundImage, alt: '' }}
                  className="tours-group-background photo-panel-background"
                />
              )}
              <h2 id={id}>Tours in {group.year}</h2>
              <RichText field={group.description} topHeading={3} />
            </div>
            <ul className="tours-cards">
              {group.tours.map((tour) => (
                <li key={tour.uid}>
                  <TourCard
                    tour={tour}
                    live={
                      live.status === 'ready'
                        ? departureOf(departures, tour.uid, tour.startsOn)
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <section className="tours-interest" aria-labelledby="tours-interest-title">
        <h2 id="tours-interest-title">Not the right dates?</h2>
        <p>
          Tell us which tours and places you would like to see, and we will e-mail you when a
          departure opens.
        </p>
        <p>
          <Link to={interest}>Register your interest in a tour</Link>
        </p>
      </section>
    </article>
  );
}
