import type { Supporter } from '../../../shared/api/get-giving-projects';
import { countryName } from '../../../shared/content/flags';

/** Opt-in supporters, first name and country only; nothing at all when there are none. */
export function RecentSupporters({ supporters }: { supporters: readonly Supporter[] }) {
  if (supporters.length === 0) return null;
  return (
    <section className="giving-supporters" aria-labelledby="giving-supporters-title">
      <h2 id="giving-supporters-title">Recent supporters</h2>
      <ul>
        {supporters.map((s, i) => (
          <li key={`${s.givenAt}-${i}`}>
            {s.firstName}
            {s.country && (
              <span className="giving-supporter-country"> from {countryName(s.country)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
