import type { TourGroup } from '../../shared/content/tour-view';

/**
 * The landing's groups with what a visitor can still book first (issue 31: the departed tours of
 * the past year led the page). In each group the upcoming tours come first, soonest first, and the
 * departed ones after them, latest first; groups with an upcoming tour keep their order, and groups
 * whose tours have all departed follow them, latest year first. Departed is the build's verdict (the
 * `departed` flag), so the prerendered page and the live one list the tours in the same order.
 */
export function upcomingFirst(groups: readonly TourGroup[]): TourGroup[] {
  const ordered = groups.map((group) => {
    const upcoming = group.tours
      .filter((t) => !t.departed)
      .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    const departed = group.tours
      .filter((t) => t.departed)
      .sort((a, b) => b.startsOn.localeCompare(a.startsOn));
    return { group: { ...group, tours: [...upcoming, ...departed] }, open: upcoming.length > 0 };
  });
  const past = ordered.filter((g) => !g.open).map((g) => g.group);
  past.sort((a, b) => (b.tours[0]?.startsOn ?? '').localeCompare(a.tours[0]?.startsOn ?? ''));
  return [...ordered.filter((g) => g.open).map((g) => g.group), ...past];
}
