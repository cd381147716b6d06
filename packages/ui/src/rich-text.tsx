import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FilledLinkToWebField, LinkField, RichTextField } from '@prismicio/client';
import { serialize } from '@prismicio/client/richtext';

export type LinkResolver = (link: LinkField) => string | null;

function internalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function renderLink(link: LinkField, children: ReactNode[], key: string, resolveLink?: LinkResolver) {
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
    <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/**
 * Renders a Prismic rich-text field as React elements (headings, paragraphs,
 * lists, emphasis, links). Links to our own pages navigate inside the app.
 * `headingOffset` shifts headings down so a body never adds a second h1.
 */
export function RichText({
  field,
  resolveLink,
  headingOffset = 0,
}: {
  field: RichTextField | null | undefined;
  resolveLink?: LinkResolver;
  headingOffset?: number;
}) {
  if (!field || field.length === 0) return null;
  const elements = serialize<ReactNode>(field, (type, node, text, children, key) => {
    switch (type) {
      case 'heading1':
      case 'heading2':
      case 'heading3':
      case 'heading4':
      case 'heading5':
      case 'heading6': {
        const level = Math.min(6, Number(type.slice(-1)) + headingOffset);
        const Tag = `h${level}` as 'h2';
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
        return text ? <Fragment key={key}>{text.split('\n').flatMap((line, i) => (i ? [<br key={i} />, line] : [line]))}</Fragment> : null;
      default:
        // Images and embeds inside rich text are not used by the corpus; slices carry them.
        return null;
    }
  });
  return <>{elements}</>;
}
