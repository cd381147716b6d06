import type { GeneratedPage } from '@site/contracts/generator';
import type { DonatePageData, ProjectPageData } from '../features/projects/api/project-pages';
import type {
  LanguagePageData,
  LanguageProjectPageData,
} from '../features/language-projects/api/language-pages';
import type { GivePageData } from '../shared/content/project-options';
import { corpusSource } from '../test/corpus';
import { generator } from './generator';
import { routeInfo } from './route-info';

const context = (content = corpusSource()) => ({
  content,
  siteUrl: 'http://example.test',
  log: () => undefined,
});

describe('the giving generator over the corpus', () => {
  let pages: GeneratedPage[];
  beforeAll(async () => {
    pages = await generator.generate(context());
  });
  const of = (routeId: string) => pages.filter((p) => p.routeId === `giving.${routeId}`);
  const at = (path: string) => pages.find((p) => p.path === path);

  it('builds each path once, each with a known route, and no page for client-only routes', () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    const known = new Map(routeInfo.map((r) => [r.id, r]));
    expect(pages.every((p) => known.has(p.routeId) && !known.get(p.routeId)?.clientOnly)).toBe(
      true,
    );
    expect(
      of('donationHistory').concat(
        of('recurringDonations'),
        of('successDonation'),
        of('donateTransaction'),
      ),
    ).toEqual([]);
  });

  it('makes /donate with the listed projects, featured first, the mission and the rates', () => {
    const donate = at('/donate')!.data as DonatePageData;
    expect(donate.title).toBe('Support the series');
    expect(donate.projects.map((p) => p.id)).toEqual([
      'season-4-production',
      'free-streaming-for-all',
      'translation-and-dubbing',
      'study-guides-for-schools',
      'heritage-site-filming-fund',
      // The page's text promises the general fund, so it is listed too.
      'general-ministry-fund',
    ]);
    expect(donate.mission?.title).toBe('Our mission');
    expect(donate.rates.map((r) => r.code)).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'NZD', 'USD']);
    expect(at('/donate')!.head.description).toMatch(/Support free films/);
  });

  it('makes a page for each of the 6 project documents, hidden ones too, with meta descriptions', () => {
    expect(
      of('donationProject')
        .map((p) => p.path)
        .sort(),
    ).toEqual(
      [
        'free-streaming-for-all',
        'general-ministry-fund',
        'heritage-site-filming-fund',
        'season-4-production',
        'study-guides-for-schools',
        'translation-and-dubbing',
      ].map((uid) => `/donate/projects/${uid}`),
    );
    const season = at('/donate/projects/season-4-production')!;
    expect(season.head.description).toMatch(/next season/);
    expect((season.data as ProjectPageData).project).toMatchObject({
      goalUsd: 750000,
      fundsRaisedUsd: 318450,
    });
    expect(at('/donate/projects/no-such-project')).toBeUndefined();
  });

  it('makes /language-donations and the 12 language pages by slug', () => {
    const listing = at('/language-donations')!.data as LanguagePageData;
    expect(listing.page.projects).toHaveLength(12);
    expect(of('languageDonationDetail')).toHaveLength(12);
    const spanish = at('/language-donations/spanish')!;
    expect((spanish.data as LanguageProjectPageData).project.id).toBe('language-spanish');
    expect(spanish.head.title).toBe('Spanish language project');
    expect(at('/language-donations/tok-pisin')).toBeDefined();
  });

  it('gives /give the project options, the default first among the featured', () => {
    for (const path of ['/give']) {
      const { projects } = at(path)!.data as GivePageData;
      expect(projects).toHaveLength(18);
      expect(projects[0]).toEqual({
        id: 'season-4-production',
        title: 'Season 4 Production',
        kind: 'PROJECT',
        isDefaultSelected: true,
        featured: true,
        listed: true,
      });
      expect(projects.filter((p) => p.kind === 'LANGUAGE')).toHaveLength(12);
    }
  });

  it('names the documents each page is made from', () => {
    expect(at('/donate')!.dependencies).toEqual(
      expect.arrayContaining(['gb6pt3MxbdR9v7Lh', 'hbmPdsUFe8DlS_G8']),
    );
    expect(at('/donate/projects/season-4-production')!.dependencies).toContain('bxqsMhRIPRV5L-71');
    expect(at('/language-donations/french')!.dependencies).toContain('tuNvFpkeLJotvcWN');
  });

  it('keeps the plain static pages when the repository has no giving content', async () => {
    const empty = await generator.generate(
      context(
        corpusSource({
          donations_page: [],
          language_donations_page: [],
          donation_project_details: [],
        }),
      ),
    );
    expect(empty.map((p) => p.path).sort()).toEqual(['/donate', '/give', '/language-donations']);
    expect(empty.find((p) => p.path === '/donate')?.data).toBeNull();
  });
});
