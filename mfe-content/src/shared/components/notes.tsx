import type { RichTextField } from '@prismicio/client';
import { resolveLinkField } from '@site/content';
import { RichText } from '@site/ui/rich-text';

/** A titled rich-text block (footnotes, further reading, discussion questions); absent when empty. */
export function NotesSection({
  title,
  field,
  className,
}: {
  title: string;
  field: RichTextField;
  className?: string;
}) {
  if (field.length === 0) return null;
  return (
    <section className={`notes ${className ?? ''}`} aria-label={title}>
      <h2>{title}</h2>
      <RichText field={field} resolveLink={resolveLinkField} topHeading={3} />
    </section>
  );
}
