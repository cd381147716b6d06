import { RichText } from '@site/ui/rich-text';
import { OptionalImage } from '../../../shared/components/optional-image';
import type { ProjectSection } from '../../../shared/content/project-details';

/** The project_section slices: a coloured band each, heading, text and an optional image. */
export function ProjectSections({ sections }: { sections: readonly ProjectSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={index} className={`giving-section giving-section--${section.background}`}>
          <div className="giving-section-text">
            <RichText field={section.heading} topHeading={2} />
            <RichText field={section.text} topHeading={3} />
          </div>
          <OptionalImage
            image={section.image}
            sizes="(min-width: 900px) 40vw, 100vw"
            className="giving-section-image"
          />
        </section>
      ))}
    </>
  );
}
