import { statSync } from 'node:fs';
import { join } from 'node:path';
import { type ImageField, type SIZES, svgImage } from '../lib/images';
import { imagesDir } from '../lib/paths';
import { videoIdFor } from '../lib/random';
import type { maybeLink as MaybeLink } from '../lib/related';
import { heading, rich } from '../lib/rich';
import { writeDoc } from '../lib/store';
import type { Art } from '../lib/svg-art';
import { mediaKit } from '../models/site-models';

/** A Prismic media link to a file the image route serves. */
function media(image: ImageField) {
  const name = image.url.split('/').pop() ?? '';
  const size = statSync(join(imagesDir, image.url.replace('/cms/images/', ''))).size;
  return {
    link_type: 'Media',
    kind: 'image',
    name,
    url: image.url,
    size: String(size),
    width: String(image.dimensions.width),
    height: String(image.dimensions.height),
  };
}

function section(prefix: string, size: keyof typeof SIZES, art: Art, titles: string[]) {
  const items = titles.map((title, i) => {
    const image = svgImage(
      'site',
      `press-${prefix}-${i + 1}`,
      size,
      art,
      title,
      `Press kit: ${title}`,
    );
    return { title, image, download_link: media(image) };
  });
  const all = svgImage(
    'site',
    `press-${prefix}-all`,
    'flyer',
    'sheet',
    `All ${prefix.replace(/-/g, ' ')}`,
    `Contact sheet of all ${prefix}`,
  );
  return { items, all: media(all) };
}

export function writeMediaKit(maybeLink: typeof MaybeLink): void {
  const cards = section('business-cards', 'card', 'logo', [
    'Business card, front',
    'Business card, back',
  ]);
  const flyers = section('flyers', 'flyer', 'map', [
    'Season one flyer',
    'Season two flyer',
    'Season three flyer',
  ]);
  const trailers = section('trailers', 'video', 'window', [
    'Season one trailer',
    'Season two trailer',
    'Season three trailer',
  ]);
  const adverts = section('adverts', 'advert', 'woodcut', ['Web banner advert', 'Magazine advert']);
  writeDoc(
    mediaKit,
    null,
    { date: '2025-08-01' },
    {
      jumbotron_image: svgImage(
        'site',
        'press-jumbotron',
        'banner',
        'woodcut',
        'Press kit',
        'Press kit header artwork',
      ),
      title: heading('Press kit'),
      our_story: rich(
        'A documentary series, podcast and timeline on the history of faith and reform, filmed on location across Europe, North America and the lands of the Bible.',
        'Journalists and partners are welcome to use these files when writing about the series.',
      ),
      stay_connected: rich(
        'For interviews and review copies, write to press@example.org. New episodes are announced on the site first.',
      ),
      business_cards: cards.items,
      business_cards_download_all: cards.all,
      flyers: flyers.items,
      flyers_download_all: flyers.all,
      trailers: trailers.items.map((t, i) => ({
        ...t,
        youtube_id: videoIdFor(`trailer-${i + 1}`),
      })),
      trailers_download_all: trailers.all,
      adverts: adverts.items,
      adverts_download_all: adverts.all,
      mentioned_in: ['Church History Review', 'The Valley Herald', 'Faith and Film'].map(
        (name, i) => ({
          logo: svgImage('site', `press-logo-${i + 1}`, 'logo', 'logo', name, `${name} logo`),
          name,
          link: { link_type: 'Any' },
        }),
      ),
      related_items: [
        { item: maybeLink('books', 'the-great-controversy', 'media_kit') },
        { item: maybeLink('read', 'season1-episodes', 'media_kit') },
        { item: maybeLink('read', 'the-reformation-wall', 'media_kit') },
      ],
    },
  );
}
