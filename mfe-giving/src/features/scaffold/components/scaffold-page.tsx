import type { PageProps } from '@site/contracts/remote';

/** The area's page frame until the page's own issue fills it in. */
export default function ScaffoldPage({ route, params }: PageProps) {
  const detail = Object.values(params).filter(Boolean).join(' / ');
  return (
    <article className="page" data-route-id={route.id}>
      <h1>{detail ? `${route.title}: ${detail}` : route.title}</h1>
      <p>This page belongs to the giving area: donations.</p>
    </article>
  );
}
