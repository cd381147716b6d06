import type { LanguageFlag } from '../../../shared/content/language-projects';

/**
 * A language's name with its flag. The emoji is hidden from screen readers, which read the
 * country's name instead: "Spanish (Mexico)", not "regional indicator M, regional indicator X".
 */
export function FlaggedName({ name, flag }: { name: string; flag: LanguageFlag | null }) {
  if (!flag) return <>{name}</>;
  return (
    <>
      <span className="giving-flag" aria-hidden="true" title={flag.country}>
        {flag.emoji}
      </span>{' '}
      {name}
      <span className="visually-hidden"> ({flag.country})</span>
    </>
  );
}
