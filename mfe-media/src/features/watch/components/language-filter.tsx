import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import { EPISODE_LANGUAGES, type EpisodeLanguage } from '../api/episode';
import { codeForLanguage, LANGUAGE_LABELS, languageFromState } from '../api/language-filter';

/** Which language's episodes to show; follows (and sets) the shared `language` item. */
export function useEpisodeLanguage(): EpisodeLanguage {
  return useAppState((s) => languageFromState(s.language));
}

export function LanguageFilter() {
  const selected = useEpisodeLanguage();
  return (
    <fieldset className="language-filter">
      <legend>Language</legend>
      {EPISODE_LANGUAGES.map((language) => (
        <label key={language}>
          <input
            type="radio"
            name="episode-language"
            value={language}
            checked={selected === language}
            onChange={() => appState.setState({ language: codeForLanguage(language) })}
          />
          {LANGUAGE_LABELS[language]}
        </label>
      ))}
    </fieldset>
  );
}
