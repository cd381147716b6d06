import type { ReactNode } from 'react';
import { Link } from '@site/router';
import { appState } from '@site/app-state';
import { paths } from '../../app/paths';

/** /give with a project preselected (`?project=` is validated by the form against its list). */
export function giveHref(projectId?: string | null): string {
  const base = paths.give.href();
  return projectId ? `${base}?project=${encodeURIComponent(projectId)}` : base;
}

/**
 * The way to the donation form for one project: it records the project as the app state's
 * "donating project id" (spec §3) and carries it in the address too, so a reload, a new tab or a
 * browser without JavaScript still lands on the right project.
 */
export function DonateLink({
  projectId,
  children,
  className = 'button-primary',
}: {
  projectId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={giveHref(projectId)}
      className={className}
      onClick={() => appState.setState({ donatingProjectId: projectId })}
    >
      {children}
    </Link>
  );
}
