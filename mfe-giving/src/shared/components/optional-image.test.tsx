/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { OptionalImage } from './optional-image';

const image = { url: '/cms/images/iona.jpg', width: 800, height: 600, alt: 'Iona abbey' };

describe('OptionalImage', () => {
  it('shows nothing for a missing image or one without a file', () => {
    expect(render(<OptionalImage image={null} />).container.innerHTML).toBe('');
    expect(render(<OptionalImage image={undefined} />).container.innerHTML).toBe('');
    expect(render(<OptionalImage image={{ ...image, width: 0 }} />).container.innerHTML).toBe('');
  });

  it('shows the image with its alt text and the given attributes', () => {
    const img = render(<OptionalImage image={image} sizes="50vw" className="x" />).container
      .firstElementChild!;
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('alt')).toBe('Iona abbey');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('class')).toBe('x');
    expect(img.getAttribute('width')).toBe('800');
  });

  it('gives a decorative image an empty alt', () => {
    const img = render(<OptionalImage image={image} decorative />).container.firstElementChild!;
    expect(img.getAttribute('alt')).toBe('');
  });
});
