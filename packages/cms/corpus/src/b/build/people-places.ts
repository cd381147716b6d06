import { PEOPLE } from '../data/people';
import { PLACES } from '../data/places';
import { parseDate, label } from '../lib/dates';
import { image } from '../lib/images';
import { products } from '../lib/links';
import { heading, rich } from '../lib/rich';
import { type Registry, writeDoc } from '../lib/store';
import { metaFrom, SEASON_TAG } from './text';

export function writePeople(reg: Registry): number {
  for (const person of PEOPLE) {
    const born = person.born ? parseDate(person.born) : null;
    const died = person.died ? parseDate(person.died) : null;
    const exact = Boolean(born?.exact && died?.exact);
    const life = `${person.born ? label(person.born) : '?'} – ${person.died ? label(person.died) : '?'}`;
    writeDoc(
      reg,
      'people',
      person.uid,
      {
        title: heading(person.name),
        summary: rich(person.summary),
        ad_bc: born?.adbc ?? null,
        birthdate: born?.date ?? null,
        death_date_ad_bc: died?.adbc ?? null,
        date_of_death: died?.date ?? null,
        date_accuracy: exact ? 'Display specific date' : 'Display year only',
        image: image(
          'people',
          person.uid,
          'portrait',
          [800, 1000],
          person.name,
          `Stylised portrait of ${person.name}`,
          life,
        ),
        timeline_profile_photo: image(
          'people',
          `${person.uid}-profile`,
          'portrait',
          [400, 400],
          person.name,
          `${person.name} profile`,
        ),
        related_products: products(person.products),
        priority: person.priority,
        meta_description: metaFrom(person.summary),
      },
      [SEASON_TAG[person.season], 'person'],
    );
  }
  return PEOPLE.length;
}

export function writePlaces(reg: Registry): number {
  for (const place of PLACES) {
    writeDoc(
      reg,
      'place',
      place.uid,
      {
        place_name: heading(place.name),
        place_summary: rich(place.summary),
        image: image(
          'places',
          place.uid,
          'landscape',
          [1200, 800],
          place.name,
          `Stylised landscape of ${place.name}`,
        ),
        background_image: image(
          'places',
          `${place.uid}-map`,
          'map',
          [1920, 1080],
          place.name,
          `Stylised map of ${place.name}`,
        ),
        priority: place.priority,
        meta_description: metaFrom(place.summary),
      },
      [...place.seasons.map((s) => SEASON_TAG[s]), 'place'],
    );
  }
  return PLACES.length;
}
