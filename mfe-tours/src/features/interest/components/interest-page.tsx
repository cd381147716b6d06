import type { PageProps } from '@site/contracts/remote';

/** Being written (issue 17). */
export default function Page({ route }: PageProps) {
  return (
    <article className="page" data-route-id={route.id}>
      <h1>{route.title}</h1>
    </article>
  );
}
