import { svgImage } from '../lib/images';
import { maybeLink } from '../lib/related';
import { heading, rich } from '../lib/rich';
import { writeDoc } from '../lib/store';
import { about, aboutPage, faq, missionStatement, testimonial } from '../models/site-models';
import { writeMediaKit } from './site-media-kit';
import { FAQS } from './site-faq';
import { videoIdFor } from '../lib/random';

const TESTIMONIALS: [uid: string, name: string, position: string, address: string, text: string][] =
  [
    [
      'anna-from-turin',
      'Anna Ferraro',
      'Teacher',
      'Turin, Italy',
      'I grew up an hour from the Waldensian valleys and knew almost nothing about them. My class watched the episode and then asked to visit Torre Pellice.',
    ],
    [
      'pastor-james-from-leeds',
      'James Whitfield',
      'Pastor',
      'Leeds, United Kingdom',
      'Our small group used the Reformation season for twelve weeks. The articles gave us the history and the questions gave us an evening of conversation every time.',
    ],
    [
      'miriam-from-cape-town',
      'Miriam Daniels',
      'Student',
      'Cape Town, South Africa',
      'I listen to the podcast on the train. It is the first time church history has felt like a story about people rather than a list of dates.',
    ],
    [
      'tomas-from-prague',
      'Tomáš Novák',
      'Tour guide',
      'Prague, Czech Republic',
      'Visitors arrive in Prague having seen the Hus episode and already knowing where the Bethlehem Chapel is. It makes my work a pleasure.',
    ],
    [
      'linda-from-ohio',
      'Linda Carter',
      'Retired nurse',
      'Dayton, Ohio, United States',
      "I took the New England tour and stood in William Miller's chapel. Seeing the places made the pioneers real to me.",
    ],
    [
      'kenji-from-osaka',
      'Kenji Morita',
      'Engineer',
      'Osaka, Japan',
      'The subtitles let my parents watch with me. We read the Great Controversy chapters together afterwards.',
    ],
  ];

export function writeSite(): void {
  writeDoc(
    about,
    null,
    { date: '2025-08-01' },
    {
      title: heading('About us'),
      description: rich(
        'We are a small, independent team telling the story of faith and reform, from the Celtic church to the Adventist pioneers and back to the Bible itself.',
        'We film on location, read the sources and try to let the people of the past speak for themselves.',
      ),
    },
  );
  writeDoc(
    aboutPage,
    null,
    { date: '2025-08-01' },
    {
      page_title: heading('Our story'),
      page_subtitle: heading('History told where it happened', 'heading2'),
      page_description: rich(
        'The series began with a borrowed camera and a walk through the Pellice valley. It has grown into three seasons, a podcast and a timeline, made by a small team and supported by viewers.',
      ),
      header_background_image: svgImage(
        'site',
        'about-header',
        'banner',
        'map',
        'Our story',
        'A stylised map of the places in the series',
      ),
      description1: rich(
        '## Why history?',
        'The reformers and pioneers were ordinary people who made costly choices. Their stories help us understand our own convictions and why freedom of conscience matters.',
      ),
      description_image1: svgImage(
        'site',
        'about-filming',
        'photo',
        'woodcut',
        'On location',
        'The crew filming in an Alpine valley',
      ),
      description2: rich(
        '## How we work',
        'Each episode starts with the sources and with the places. Historians review our scripts, and local guides show us what the books leave out.',
      ),
      description_image2: svgImage(
        'site',
        'about-archive',
        'photo',
        'scroll',
        'In the archive',
        'Manuscripts on a reading-room desk',
      ),
      description3: rich(
        '## Who supports us',
        'The series is funded by viewers, through donations and the shop. Every gift goes into filming, translation and free access for everyone.',
      ),
      gallery: ['iona', 'geneva', 'prague', 'low-hampton'].map((name) => ({
        image: svgImage(
          'site',
          `gallery-${name}`,
          'photo',
          'window',
          name.replace(/-/g, ' '),
          `Gallery image: ${name.replace(/-/g, ' ')}`,
        ),
      })),
      videos: [{ video_id: videoIdFor('about-1') }, { video_id: videoIdFor('about-2') }],
    },
  );
  FAQS.forEach(([uid, question, answer], i) => {
    writeDoc(
      faq,
      uid,
      { date: `2025-08-${String(15 + i).padStart(2, '0')}`, tags: ['faq'] },
      {
        title: heading(question),
        description: rich(answer),
      },
    );
  });
  TESTIMONIALS.forEach(([uid, name, position, address, text], i) => {
    writeDoc(
      testimonial,
      uid,
      { date: `2025-08-${String(5 + i).padStart(2, '0')}`, tags: ['testimonial'] },
      {
        title: heading(name),
        description: rich(text),
        position,
        address,
        testimonials_video_url:
          i % 2 === 0
            ? { link_type: 'Web', url: `https://www.youtube.com/watch?v=${videoIdFor(uid)}` }
            : { link_type: 'Any' },
        featured_image: svgImage(
          'site',
          `testimonial-${uid}`,
          'portrait',
          'portrait',
          name,
          `Portrait of ${name}`,
          address,
        ),
      },
    );
  });
  writeDoc(
    missionStatement,
    null,
    { date: '2025-08-01' },
    {
      title: heading('Our mission'),
      statement: rich(
        "To tell the story of God's people through the centuries, accurately and beautifully, so that viewers everywhere can understand the faith of the past and live it with courage today.",
        'We aim to be faithful to the sources, fair to those we disagree with, and free for everyone who wants to watch, read or listen.',
      ),
      images: ['light', 'path'].map((name) => ({
        image: svgImage(
          'site',
          `mission-${name}`,
          'featured',
          'window',
          name === 'light' ? 'After darkness, light' : 'Walking the old paths',
          `Mission artwork: ${name}`,
        ),
      })),
    },
  );
  writeMediaKit(maybeLink);
}
