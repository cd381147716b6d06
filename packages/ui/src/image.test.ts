import { imageUrl } from './image';

describe('imageUrl', () => {
  it('adds imgix parameters and auto=format to absolute and relative URLs', () => {
    expect(imageUrl('http://localhost:3000/cms/images/read/a.svg?auto=format,compress', { w: 640 })).toBe(
      'http://localhost:3000/cms/images/read/a.svg?auto=format&w=640',
    );
    expect(imageUrl('/cms/images/read/a.svg', { w: 320, h: 200 })).toBe('/cms/images/read/a.svg?w=320&h=200&auto=format');
  });
});
