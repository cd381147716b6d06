import type { LiveDeparture } from './live-departures';
import './tours-shared.css';

export type BadgeKind = 'departed' | 'full' | 'few' | 'closed' | null;

/** Which badge a tour gets: the live status when known, else whether it had departed at build time. */
export function badgeKind(
  live: LiveDeparture | null | undefined,
  departedAtBuild: boolean,
): BadgeKind {
  if (live?.status === 'DEPARTED' || (!live && departedAtBuild)) return 'departed';
  if (live?.status === 'FULL') return 'full';
  if (live?.status === 'CLOSED') return 'closed';
  if (live?.status === 'OPEN' && live.fewSeatsLeft) return 'few';
  return null;
}

const LABELS: Record<Exclude<BadgeKind, null>, string> = {
  departed: 'Departed',
  full: 'Full — join the waitlist',
  few: 'Few seats left',
  closed: 'Booking closed',
};

/** "Few seats left", "Full — join the waitlist", "Booking closed" or "Departed"; nothing for an open tour with seats. */
export function DepartureBadge({
  live,
  departedAtBuild,
}: {
  live: LiveDeparture | null | undefined;
  departedAtBuild: boolean;
}) {
  const kind = badgeKind(live, departedAtBuild);
  if (!kind) return null;
  return <span className={`tours-badge tours-badge--${kind}`}>{LABELS[kind]}</span>;
}

/** "7 of 28 seats left" once the live figures are in; nothing before, or for a departed tour. */
export function SeatsLeft({ live }: { live: LiveDeparture | null | undefined }) {
  if (!live || live.status === 'DEPARTED') return null;
  return (
    <span className="tours-seats">
      {live.seatsLeft === 0
        ? 'No seats left'
        : `${live.seatsLeft} of ${live.seatsTotal} ${live.seatsLeft === 1 ? 'seat' : 'seats'} left`}
    </span>
  );
}
