import { corpusOf } from '../../test/corpus';
import { reshapeDonationsPage, listedProjects } from './donations-page';
import {
  CONTINENTS,
  continentSlug,
  groupByContinent,
  parseContinent,
  reshapeLanguagePage,
} from './language-projects';
import { flagEmoji, countryName, countryCode } from './flags';
import { reshapeMission } from './mission';
import { reshapeProjectDetails } from './project-details';
import { givingProjectOptions, preselectedOption } from './project-options';
import { slugify } from './slug';

const details = corpusOf('donation_project_details');
const uidById = new Map(details.map((d) => [d.id, d.uid as string]));
const donations = reshapeDonationsPage(corpusOf('donations_page')[0]!, uidById);
const languages = reshapeLanguagePage(corpusOf('language_donations_page')[0]!);

describe('the donations_page', () => {
  it('keeps every project with a details page, featured first in the editor order', () => {
    expect(donations.projects.map((p) => [p.id, p.featured])).toEqual([
      ['season-4-production', true],
      ['free-streaming-for-all', true],
      ['translation-and-dubbing', true],
      ['study-guides-for-schools', false],
      ['heritage-site-filming-fund', false],
      ['general-ministry-fund', false],
    ]);
    expect(donations.projects[0]).toMatchObject({
      title: 'Season 4 Production',
      goalUsd: 750000,
      fundsRaisedUsd: 318450,
      isDefaultSelected: true,
    });
  });

  it('leaves hidden projects out of the listing only', () => {
    // The corpus hides none (its page promises the general fund); hide one here.
    const hiding = donations.projects.map((p) =>
      p.id === 'heritage-site-filming-fund' ? { ...p, hidden: true } : p,
    );
    expect(listedProjects(donations.projects).map((p) => p.id)).toContain('general-ministry-fund');
    expect(listedProjects(hiding).map((p) => p.id)).not.toContain('heritage-site-filming-fund');
    expect(listedProjects(hiding)).toHaveLength(5);
  });

  it('puts a featured project after an earlier one ahead of non-featured ones, and skips unlinked cards', () => {
    const doc = {
      id: 'x',
      type: 'donations_page',
      data: {
        projects: [
          {
            title: [{ type: 'heading3', text: 'A', spans: [] }],
            details_page: { link_type: 'Document', id: 'a' },
          },
          {
            title: [{ type: 'heading3', text: 'B', spans: [] }],
            details_page: { link_type: 'Document', id: 'b' },
            featured: true,
          },
          {
            title: [{ type: 'heading3', text: 'C', spans: [] }],
            details_page: { link_type: 'Document' },
          },
          {
            title: [{ type: 'heading3', text: 'D', spans: [] }],
            details_page: { link_type: 'Document', id: 'gone', isBroken: true },
          },
        ],
      },
    };
    const page = reshapeDonationsPage(
      doc,
      new Map([
        ['a', 'a-uid'],
        ['b', 'b-uid'],
      ]),
    );
    expect(page.projects.map((p) => p.id)).toEqual(['b-uid', 'a-uid']);
    expect(page.projects[1]).toMatchObject({ goalUsd: 0, fundsRaisedUsd: 0, hidden: false });
  });
});

describe('the language_donations_page', () => {
  it('makes 12 projects with slugs, API ids, flags and country names', () => {
    expect(languages.projects).toHaveLength(12);
    const spanish = languages.projects[0]!;
    expect(spanish).toMatchObject({
      uid: 'spanish',
      id: 'language-spanish',
      name: 'Spanish',
      continent: 'North America',
      goalUsd: 24000,
    });
    expect(spanish.flag).toEqual({ code: 'MX', emoji: '\u{1F1F2}\u{1F1FD}', country: 'Mexico' });
    expect(languages.projects.find((p) => p.name === 'Tok Pisin')?.uid).toBe('tok-pisin');
    expect(languages.youtubeId).toBe('xzgJySwq0_B');
  });

  it('groups by continent in a fixed order, leaving empty continents out', () => {
    const groups = groupByContinent(languages.projects);
    // Every continent of the select has a language in the fixture but Antarctica.
    expect(groups.map((g) => g.continent)).toEqual(CONTINENTS.filter((c) => c !== 'Antarctica'));
    expect(groups.find((g) => g.continent === 'Europe')?.projects.map((p) => p.uid)).toEqual([
      'french',
      'german',
      'italian',
      'russian',
    ]);
    expect(groups.flatMap((g) => g.projects)).toHaveLength(12);
  });

  it('reads ?continent= by slug and ignores anything else', () => {
    expect(continentSlug('North America')).toBe('north-america');
    expect(parseContinent('north-america')).toBe('North America');
    expect(parseContinent('EUROPE')).toBe('Europe');
    expect(parseContinent('atlantis')).toBeNull();
    expect(parseContinent('')).toBeNull();
    expect(parseContinent(null)).toBeNull();
  });
});

describe('slugs and flags', () => {
  it('slugs language names the way the API ids expect', () => {
    expect(slugify('Tok Pisin')).toBe('tok-pisin');
    expect(slugify('  Português (Brasil) ')).toBe('portugues-brasil');
  });
  it('turns a country code into regional indicators and refuses anything else', () => {
    expect(flagEmoji('GB')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(countryCode('de')).toBe('DE');
    expect(countryCode('DEU')).toBeNull();
    expect(countryName('KE')).toBe('Kenya');
  });
});

describe('project details and the mission', () => {
  it('reshapes the body slices, dropping empty images', () => {
    const season = reshapeProjectDetails(details.find((d) => d.uid === 'season-4-production')!)!;
    expect(season.title).toBe('Season 4 Production');
    expect(season.sections.map((s) => s.background)).toEqual(['light', 'grey']);
    expect(season.sections[0]!.image?.url).toMatch(/season-4-production-section/);
    expect(season.sections[1]!.image).toBeNull();
    expect(season.metaDescription).toMatch(/next season/);
  });
  it('has no page without a uid', () => {
    expect(
      reshapeProjectDetails({ id: 'x', uid: null, type: 'donation_project_details', data: {} }),
    ).toBeNull();
  });
  it('reads the mission statement with its images', () => {
    const mission = reshapeMission(corpusOf('mission_statement')[0]!)!;
    expect(mission.title).toBe('Our mission');
    expect(mission.images).toHaveLength(2);
  });
});

describe('the donation form options', () => {
  const options = givingProjectOptions(donations.projects, languages.projects);
  it('lists every donation project (hidden ones too) then every language project', () => {
    expect(options).toHaveLength(18);
    expect(options.filter((o) => o.kind === 'LANGUAGE').map((o) => o.id)).toContain(
      'language-tok-pisin',
    );
    expect(options.find((o) => o.id === 'general-ministry-fund')).toMatchObject({
      listed: true,
      kind: 'PROJECT',
    });
    const hidden = givingProjectOptions(
      donations.projects.map((p) => ({ ...p, hidden: p.id === 'general-ministry-fund' })),
      [],
    );
    expect(hidden.find((o) => o.id === 'general-ministry-fund')).toMatchObject({ listed: false });
    expect(options.filter((o) => o.isDefaultSelected).map((o) => o.id)).toEqual([
      'season-4-production',
    ]);
  });
  it('preselects the named project, else the default', () => {
    expect(preselectedOption(options, 'language-french')?.id).toBe('language-french');
    expect(preselectedOption(options, 'nope')?.id).toBe('season-4-production');
    expect(preselectedOption(options)?.id).toBe('season-4-production');
    expect(preselectedOption([], 'x')).toBeNull();
  });
});
