import { RichText } from '@site/ui/rich-text';
import { ResponsiveImage } from '@site/ui/image';
import type { MissionStatement } from '../../../shared/content/mission';

/** The mission_statement, under the projects on /donate. */
export function MissionSection({ mission }: { mission: MissionStatement }) {
  return (
    <section className="giving-mission" aria-labelledby="giving-mission-title">
      <h2 id="giving-mission-title">{mission.title}</h2>
      <RichText field={mission.statement} topHeading={3} />
      {mission.images.length > 0 && (
        <div className="giving-mission-images">
          {mission.images
            .filter((image) => image.width > 0)
            .map((image) => (
              <ResponsiveImage
                key={image.url}
                image={image}
                sizes="(min-width: 900px) 50vw, 100vw"
              />
            ))}
        </div>
      )}
    </section>
  );
}
