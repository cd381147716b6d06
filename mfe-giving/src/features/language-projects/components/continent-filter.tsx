import { continentSlug, type Continent } from '../../../shared/content/language-projects';

/**
 * The continent choice as a native radio group (arrow keys move, the legend names it). `null`
 * is "All continents". The page keeps the choice in the address (`?continent=`).
 */
export function ContinentFilter({
  continents,
  selected,
  onChange,
}: {
  continents: readonly Continent[];
  selected: Continent | null;
  onChange: (continent: Continent | null) => void;
}) {
  const options: { value: string; label: string; continent: Continent | null }[] = [
    { value: 'all', label: 'All continents', continent: null },
    ...continents.map((c) => ({ value: continentSlug(c), label: c, continent: c })),
  ];
  return (
    <fieldset className="giving-filter">
      <legend>Show language projects in</legend>
      {options.map((option) => (
        <label key={option.value} className="giving-filter-option">
          <input
            type="radio"
            name="continent"
            value={option.value}
            checked={option.continent === selected}
            onChange={() => onChange(option.continent)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
