import { type Fields, image, labelled, rich, select, text } from './fields';

/** The body slices shared by read articles, book chapters and (optionally) events. */
export type SharedSliceModel = {
  id: string;
  type: 'SharedSlice';
  name: string;
  description: string;
  variations: {
    id: 'default';
    name: 'Default';
    docURL: string;
    version: 'initial';
    description: string;
    imageUrl: string;
    primary: Fields;
    items: Fields;
  }[];
};

function sharedSlice(
  id: string,
  name: string,
  description: string,
  primary: Fields,
): SharedSliceModel {
  return {
    id,
    type: 'SharedSlice',
    name,
    description,
    variations: [
      {
        id: 'default',
        name: 'Default',
        docURL: '...',
        version: 'initial',
        description,
        imageUrl: '',
        primary: labelled(primary),
        items: {},
      },
    ],
  };
}

export const BACKGROUND_COLOURS = ['Light', 'Black', 'Grey'];

export const sharedSlices: Record<string, SharedSliceModel> = {
  Text: sharedSlice('text', 'Text', 'A run of rich text.', { text: rich() }),
  Photo: sharedSlice('photo', 'Photo', 'One image with a caption.', {
    image: image(),
    caption: rich('paragraph,strong,em,hyperlink'),
  }),
  Video: sharedSlice('video', 'Video', 'A YouTube video with a caption.', {
    youtube_id: text(),
    caption: rich('paragraph,strong,em,hyperlink'),
  }),
  Quote: sharedSlice('quote', 'Quote', 'A pull quote with its attribution.', {
    quote: rich('paragraph,strong,em'),
    attribution: text(),
    background_colour: select(BACKGROUND_COLOURS, 'Light'),
  }),
};

/** The slice ids a body Slice Zone accepts. */
export const BODY_SLICES = ['text', 'photo', 'video', 'quote'];
