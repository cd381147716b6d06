import { useEffect, useState } from 'react';
import { bus } from '@site/event-bus';

/** A visible progress bar while a page takes over a second to load (spec §4 "delayed-load event"). */
export function NavigationProgress() {
  const [delayedPath, setDelayedPath] = useState<string | null>(null);
  useEffect(() => {
    const offDelayed = bus.on('page.delayed', ({ path }) => setDelayedPath(path));
    const offDone = bus.on('navigation.completed', () => setDelayedPath(null));
    return () => {
      offDelayed();
      offDone();
    };
  }, []);
  if (!delayedPath) return null;
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label="Loading the next page"
      aria-valuetext="Loading"
    >
      <span />
    </div>
  );
}
