import { Link } from '@site/router';
import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import { CardList, CardSection } from '../../../shared/components/card-list';
import type { HomeData } from '../api/home-page';
import './home.css';

/** The home page: the featured season and its episodes, latest reads, upcoming tours and a call to give. */
export default function HomePage({ data }: PageProps) {
  const home = data as HomeData | undefined;
  const season = home?.season;
  return (
    <article className="page home">
      <h1 className="visually-hidden">Home</h1>
      {season && (
        <section className="home-hero" aria-labelledby="home-season">
          {season.image && (
            <ResponsiveImage
              image={season.image}
              priority
              sizes="(min-width: 900px) 600px, 100vw"
            />
          )}
          <div>
            <p className="card-type">Featured season</p>
            <h2 id="home-season">
              {season.title}
              {season.subtitle && `: ${season.subtitle}`}
            </h2>
            <RichText
              field={season.text.slice(0, 1) as typeof season.text}
              resolveLink={resolveLinkField}
              topHeading={3}
            />
            <p>
              <Link className="button-link" to={season.path}>
                Explore the season on the timeline
              </Link>
            </p>
          </div>
        </section>
      )}
      {home && <CardSection title="Episodes" cards={home.episodes} />}
      {home && <CardSection title="Latest reads" cards={home.reads} />}
      {home && home.tours.length > 0 && (
        <section className="card-section" aria-label="Upcoming tours">
          <h2>Upcoming tours</h2>
          <p>Travel to the places of the series with our guides.</p>
          <CardList cards={home.tours} />
          <p>
            <Link to="/tours/upcoming">See all upcoming tours</Link>
          </p>
        </section>
      )}
      <section className="home-donate" aria-labelledby="home-donate">
        <h2 id="home-donate">Keep the stories coming</h2>
        <p>
          The series is free for everyone because viewers give. Your gift funds filming, translation
          and the next season.
        </p>
        <p>
          <Link className="button-link" to="/donate">
            Donate
          </Link>
        </p>
      </section>
    </article>
  );
}
