import { Fragment, type ReactNode } from 'react';
import { Link } from '@site/router';
import type { FilledLinkToWebField, LinkField, RichTextField } from '@prismicio/client';
import { serialize } from '@prismicio/client/richtext';

export type LinkResolver = (link: LinkField) => string | null;

function internalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function renderLink(
  link: LinkField,
  children: ReactNode[],
  key: string,
  resolveLink?: LinkResolver,
) {
  const href = resolveLink?.(link) ?? (link as FilledLinkToWebField).url ?? null;
  if (!href) return <Fragment key={key}>{children}</Fragment>;
  if (internalHref(href)) {
    return (
      <Link key={key} to={href}>
        {children}
      </Link>
    );
  }
  const external = (link as FilledLinkToWebField).target === '_blank';
  return (
    <a
      key={key}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

const HEADING = /^heading([1-6])$/;

/**
 * The element level for each heading level a field uses: the field's highest heading becomes
 * `top`, and each further level the field uses comes one below the last, so the outline under
 * the page's own headings skips no level whichever levels the editor picked (at most h6).
 */
export function headingLevels(field: RichTextField, top: number): Map<number, number> {
  const used = [
    ...new Set(field.map((node) => Number(HEADING.exec(node.type)?.[1] ?? 0)).filter(Boolean)),
  ].sort((a, b) => a - b);
  return new Map(used.map((level, rank) => [level, Math.min(6, top + rank)]));
}

/**
 * Renders a Prismic rich-text field as React elements (headings, paragraphs,
 * lists, emphasis, links). Links to our own pages navigate inside the app.
 * `topHeading` is the element the field's highest heading becomes (h2 under a page's h1,
 * h3 inside a section headed h2); deeper headings follow without skipping a level.
 */
export function RichText({
  field,
  resolveLink,
  topHeading = 2,
}: {
  field: RichTextField | null | undefined;
  resolveLink?: LinkResolver;
  topHeading?: 2 | 3 | 4 | 5 | 6;
}) {
  if (!field || field.length === 0) return null;
  const levels = headingLevels(field, topHeading);
  const elements = serialize<ReactNode>(field, (type, node, text, children, key) => {
    switch (type) {
      case 'heading1':
      case 'heading2':
      case 'heading3':
      case 'heading4':
      case 'heading5':
      case 'heading6': {
        const Tag = `h${levels.get(Number(type.slice(-1))) ?? topHeading}` as 'h2';
        return <Tag key={key}>{children}</Tag>;
      }
      case 'paragraph':
        return <p key={key}>{children}</p>;
      case 'preformatted':
        return <pre key={key}>{children}</pre>;
      case 'strong':
        return <strong key={key}>{children}</strong>;
      case 'em':
        return <em key={key}>{children}</em>;
      case 'list-item':
      case 'o-list-item':
        return <li key={key}>{children}</li>;
      case 'group-list-item':
        return <ul key={key}>{children}</ul>;
      case 'group-o-list-item':
        return <ol key={key}>{children}</ol>;
      case 'hyperlink':
        return renderLink((node as { data: LinkField }).data, children, key, resolveLink);
      case 'label':
        return (
          <span key={key} className={(node as { data: { label: string } }).data.label}>
            {children}
          </span>
        );
      case 'span':
        return text ? (
          <Fragment key={key}>
            {text.split('\n').flatMap((line, i) => (i ? [<br key={i} />, line] : [line]))}
          </Fragment>
        ) : null;
      default:
        // Images and embeds inside rich text are not used by the corpus; slices carry them.
        return null;
    }
  });
  return <>{elements}</>;
}
