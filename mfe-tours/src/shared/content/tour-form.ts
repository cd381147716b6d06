import { image, plainText } from '@site/content/reshape/fields';
import { records, type ToursDocument } from './document';
import type { TourForm } from './tour-view';

function list(group: unknown, key: string): string[] {
  const out: string[] = [];
  for (const item of records(group)) {
    const value = typeof item[key] === 'string' ? (item[key] as string).trim() : '';
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

/** The tour_form document: the interest form's choices and pictures. */
export function reshapeTourForm(doc: ToursDocument): TourForm {
  const data = doc.data;
  return {
    title: plainText(data.title) || 'Register your interest',
    ageRanges: list(data.age_range, 'age_range'),
    locations: list(data.locations, 'location'),
    images: records(data.form_images).flatMap((item) => {
      const img = image(item.image);
      return img ? [img] : [];
    }),
    galleryTitle: plainText(data.image_gallery_title) || null,
    gallery: records(data.image_gallery).flatMap((item) => {
      const img = image(item.image);
      const caption = plainText(item.caption).trim();
      return img ? [{ image: img, caption: caption || null }] : [];
    }),
  };
}
