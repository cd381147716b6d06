import type { ComponentProps } from 'react';
import { type ImageSource, ResponsiveImage } from '@site/ui/image';

/**
 * A picture a giving document may leave out: nothing for a missing image or one without a file
 * (width 0), else a ResponsiveImage. A `decorative` one (a hero's background) gets an empty alt.
 */
export function OptionalImage({
  image,
  decorative = false,
  ...rest
}: Omit<ComponentProps<typeof ResponsiveImage>, 'image'> & {
  image: ImageSource | null | undefined;
  decorative?: boolean;
}) {
  if (!image || !(image.width > 0)) return null;
  return <ResponsiveImage image={decorative ? { ...image, alt: '' } : image} {...rest} />;
}
