import { EPISODE_LANGUAGES, episodeLanguage } from './episode';
import { codeForLanguage, languageFromState } from './language-filter';

describe('the watch language filter', () => {
  it('shows English until a filter choice is stored (the initial app-state value is BR)', () => {
    expect(languageFromState('BR')).toBe('English');
    expect(languageFromState('')).toBe('English');
    expect(languageFromState('toString')).toBe('English');
  });

  it('round-trips every option through the app-state code', () => {
    for (const language of EPISODE_LANGUAGES)
      expect(languageFromState(codeForLanguage(language))).toBe(language);
    expect(codeForLanguage('Non English Subtitles')).toBe('SUB');
  });

  it('reads unknown episode languages as English', () => {
    expect(episodeLanguage('Non English Dubbed')).toBe('Non English Dubbed');
    expect(episodeLanguage(null)).toBe('English');
  });
});
