/** The page's data could not be produced by the server (spec §8: "Page data 500 gives an error"). */
export function PageErrorView({ status }: { status: number }) {
  return (
    <article className="page page-error" role="alert">
      <h1>Something went wrong</h1>
      <p>
        The server could not prepare this page (error {status}). Please try again in a moment; the
        rest of the site still works.
      </p>
    </article>
  );
}
