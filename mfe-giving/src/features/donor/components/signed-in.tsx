import { Link, useLocation } from '@site/router';

/** What a visitor sees on a donor's own page. */
export function SignInPrompt({ title, what }: { title: string; what: string }) {
  const location = useLocation();
  return (
    <article className="page giving-page">
      <h1>{title}</h1>
      <p>
        <Link to={`/login?return=${encodeURIComponent(location.pathname + location.search)}`}>
          Log in
        </Link>{' '}
        to see {what}.
      </p>
    </article>
  );
}
