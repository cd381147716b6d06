import { LANGUAGES, PROJECTS } from '../data/giving';
import { image } from '../lib/images';
import { doc } from '../lib/links';
import { heading, rich } from '../lib/rich';
import { type Registry, writeDoc } from '../lib/store';
import { youtubeId } from './media';

export function writeGiving(reg: Registry): Record<string, number> {
  if (PROJECTS.filter((p) => p.isDefault).length !== 1)
    throw new Error('exactly one project must be the default');
  for (const p of PROJECTS) {
    if (p.raised > p.goal) throw new Error(`${p.uid}: raised more than its goal`);
    writeDoc(
      reg,
      'donation_project_details',
      p.uid,
      {
        title: heading(p.title),
        descriptions: rich(p.short),
        body: p.sections.map(([h, text], i) => ({
          slice_type: 'project_section',
          primary: {
            background_colour: i % 2 ? 'Grey' : 'Light',
            heading: heading(h, 'heading2'),
            text: rich(text),
            image:
              i === 0
                ? image(
                    'giving',
                    `${p.uid}-section`,
                    'landscape',
                    [1200, 800],
                    p.title,
                    `Illustration for ${p.title}`,
                  )
                : {},
          },
        })),
        meta_description: p.short,
      },
      ['donation-project'],
    );
  }
  writeDoc(reg, 'donations_page', null, {
    title: heading('Support the series'),
    heading_descriptions:
      rich(`Every episode, article and podcast on this site is free, made possible by people who give.

Choose a project below, or give to the General Ministry Fund and let us use your gift where the need is greatest.`),
    background_image: image(
      'giving',
      'donations-background',
      'frame',
      [1920, 1080],
      // No lettering: the page's own heading and text sit on this picture.
      '',
      'Decorative background for the giving page',
    ),
    projects: PROJECTS.map((p) => ({
      thumbnail: image('giving', p.uid, 'frame', [800, 600], p.title, `Thumbnail for ${p.title}`),
      title: heading(p.title, 'heading3'),
      short_descriptions: rich(p.short),
      goal: p.goal,
      funds_raised: p.raised,
      details_page: doc('donation_project_details', p.uid),
      featured: Boolean(p.featured),
      isdefaultselected: Boolean(p.isDefault),
      hideinlistings: Boolean(p.hidden),
    })),
    meta_description:
      'Support free films, articles and podcasts on church and Reformation history.',
  });
  writeDoc(
    reg,
    'language_donations_page',
    'language-donations',
    {
      title: heading('Language Projects'),
      sub_title: heading('Help the story speak every language', 'heading2'),
      details:
        rich(`The series is watched in more than a hundred countries, but most episodes exist only in English. Each language project below funds translation, subtitles and, where possible, a full voice track recorded by native speakers.

Give to the language of your choice; gifts beyond a project's goal go to the next language on the list.`),
      title_image: image(
        'giving',
        'language-title',
        'map',
        [1600, 600],
        'Language Projects',
        'Stylised world map',
      ),
      youtube_id: youtubeId('language-donations'),
      video_thumbnail: image(
        'giving',
        'language-video',
        'woodcut',
        [1280, 720],
        'Why languages matter',
        'Video thumbnail',
        undefined,
        'top',
      ),
      background_image: image(
        'giving',
        'language-background',
        'frame',
        [1920, 1080],
        'Every language',
        'Decorative background',
      ),
      body: LANGUAGES.map((l) => ({
        slice_type: 'language_project',
        primary: {
          language_name: l.name,
          short_descriptions: rich(l.short),
          flag_code: l.flag,
          continent: l.continent,
          goal: l.goal,
          upper_descriptions: rich(l.upper),
          lower_descriptions: rich(l.lower),
          featured_image: image(
            'giving',
            `language-${l.name.toLowerCase().replace(/\s+/g, '-')}`,
            'map',
            [1200, 800],
            l.name,
            `${l.name} language project`,
          ),
        },
      })),
      meta_description: 'Fund translations and voice tracks of the series in new languages.',
    },
    ['giving'],
  );
  return {
    donation_project_details: PROJECTS.length,
    donations_page: 1,
    language_donations_page: 1,
    language_projects: LANGUAGES.length,
  };
}
