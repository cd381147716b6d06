import fs from 'node:fs';
import path from 'node:path';
import { projectsFromDocuments, slugify } from './project-catalogue';

const corpus = path.resolve(__dirname, '../../../cms/corpus/documents');
const docs = (type: string) =>
  fs
    .readdirSync(path.join(corpus, type))
    .map((f) => JSON.parse(fs.readFileSync(path.join(corpus, type, f), 'utf8')));

describe('the giving project catalogue', () => {
  it('knows every project of the donations page by its details uid, and every language project, with goals in USD cents', () => {
    const projects = projectsFromDocuments(
      docs('donations_page'),
      docs('donation_project_details'),
      docs('language_donations_page'),
    );
    expect(projects.filter((p) => p.kind === 'PROJECT')).toHaveLength(6);
    expect(projects.filter((p) => p.kind === 'LANGUAGE')).toHaveLength(12);
    expect(projects.find((p) => p.id === 'season-4-production')).toEqual({
      id: 'season-4-production',
      kind: 'PROJECT',
      title: 'Season 4 Production',
      goal: 75_000_000,
    });
    expect(projects.find((p) => p.id === 'language-spanish')?.goal).toBe(2_400_000);
  });

  it('slugs language names as mfe-giving does', () => {
    expect(slugify('Tok Pisin')).toBe('tok-pisin');
    expect(slugify('Português')).toBe('portugues');
  });
});
