/**
 * Responsive views of the main image fields, as Prismic keeps them: each view is
 * declared as a thumbnail in the model and stored in the document under its name
 * (`{ url, dimensions, alt, copyright }`, the URL cropping the original).
 * Idempotent; run it after an authoring script rewrites models or documents:
 *   pnpm exec tsx scripts/add-image-views.ts
 */
import fs from 'node:fs';
import path from 'node:path';

interface View {
  name: string;
  width: number;
  height: number;
}

const card: View = { name: 'card', width: 640, height: 360 };
const square: View = { name: 'square', width: 400, height: 400 };
const avatar: View = { name: 'avatar', width: 160, height: 160 };

export const IMAGE_VIEWS: Record<string, View[]> = {
  'read.featured_image': [card, square],
  'people.image': [avatar, square],
  'place.image': [card],
  'episode.thumbnail_image': [card],
  'podCast.thumbnail_image': [square],
  'tour.thumbnail_image': [card],
  'teamMember.portrait_photo': [avatar],
  'books.cover_image': [square],
};

type Json = Record<string, unknown>;
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
const write = (file: string, value: unknown) =>
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

export function viewOf(image: Json, view: View): Json {
  const url = String(image.url).split('?')[0];
  return {
    url: `${url}?w=${view.width}&h=${view.height}&fit=crop`,
    dimensions: { width: view.width, height: view.height },
    alt: image.alt ?? null,
    copyright: image.copyright ?? null,
  };
}

export function addImageViews(root: string): { models: number; images: number } {
  let models = 0;
  let images = 0;
  for (const [key, views] of Object.entries(IMAGE_VIEWS)) {
    const [type, field] = key.split('.') as [string, string];
    const modelFile = path.join(root, 'customtypes', type, 'index.json');
    const model = read(modelFile);
    const tab = Object.values(model.json as Record<string, Json>).find((t) => field in t);
    const def = tab?.[field] as { type: string; config: { thumbnails: View[] } } | undefined;
    if (!def || def.type !== 'Image')
      throw new Error(`${type}.${field} is not an image field of its model`);
    def.config.thumbnails = views.map(({ name, width, height }) => ({ name, width, height }));
    write(modelFile, model);
    models++;
    const docsDir = path.join(root, 'corpus', 'documents', type);
    for (const name of fs.existsSync(docsDir) ? fs.readdirSync(docsDir) : []) {
      const file = path.join(docsDir, name);
      const doc = read(file);
      const data = doc.data as Json;
      const image = data[field] as Json | undefined;
      if (!image || typeof image.url !== 'string') continue;
      for (const view of views) image[view.name] = viewOf(image, view);
      write(file, doc);
      images++;
    }
  }
  return { models, images };
}

if (require.main === module) {
  const result = addImageViews(path.join(__dirname, '..'));
  console.log(`image views: ${result.models} model fields, ${result.images} images`);
}
