import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from '@site/router';
import { isPreviewing } from './preview-mode';
import { fetchPreviewSession, type PreviewSession } from './preview-session';
import './preview-bar.css';

// The marker cookie changes only with a full page load (entry and exit both redirect).
const subscribe = () => () => {};
const previewingNow = () => isPreviewing();
// The build's HTML is everyone's: it never shows the bar, and hydration must match it.
const notOnServer = () => false;

function endsAt(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/**
 * The Preview bar: on every page this browser sees while it previews drafts, saying so, which ref
 * and release it shows, and a way out. Exit is a form, so it works before the app is live too; the
 * server clears the cookies and sends the browser back to this address, now published.
 */
export function PreviewBar({
  loadSession = fetchPreviewSession,
}: {
  loadSession?: () => Promise<PreviewSession | null>;
}) {
  const previewing = useSyncExternalStore(subscribe, previewingNow, notOnServer);
  const { pathname, search } = useLocation();
  const [session, setSession] = useState<PreviewSession | null>(null);
  useEffect(() => {
    if (!previewing) return;
    let live = true;
    void loadSession().then((s) => live && setSession(s));
    return () => {
      live = false;
    };
  }, [previewing, loadSession]);
  if (!previewing) return null;

  const here = pathname + search;
  if (session && !session.active) {
    return (
      <section className="preview-bar" aria-label="Preview">
        <p>
          <strong>Preview ended</strong>{' '}
          {session.ended === 'expired'
            ? 'This preview session has expired.'
            : 'This preview is no longer valid.'}{' '}
          <a href={here}>Show the published page</a>
        </p>
      </section>
    );
  }
  const ends = endsAt(session?.expires);
  return (
    <section className="preview-bar" aria-label="Preview">
      <p>
        <strong>Preview</strong> — unpublished{' '}
        {session?.release ? `drafts in release “${session.release}”` : 'drafts'}, seen only in this
        browser.
      </p>
      {session?.ref ? (
        <p className="preview-bar__meta">
          Ref <code>{session.ref}</code>
          {ends ? ` · ends at ${ends}` : ''}
        </p>
      ) : null}
      <form method="post" action="/preview/exit">
        <input type="hidden" name="to" value={here} />
        <button type="submit">Exit preview</button>
      </form>
    </section>
  );
}
