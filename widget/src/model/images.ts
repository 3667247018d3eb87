import { IMAGE_WIDTHS } from './constants.ts';
import type { ProductImage } from './types.ts';

/**
 * Where an image of a given width is fetched: the API's image endpoint on hosted pages and
 * in the widget, exported files in a static export.
 */
export type ImageSource = { kind: 'api'; base: string } | { kind: 'static'; base: string };

export function imageSrc(source: ImageSource, imageId: string, width: number): string {
  return source.kind === 'api' ? `${source.base}/api/images/${imageId}?w=${width}` : `${source.base}/images/${imageId}/w${width}.webp`;
}

/** The link-preview JPEG of an image: 1200×630 (wide) or 1200×1200 (square). */
export function ogImageSrc(source: ImageSource, imageId: string, shape: 'wide' | 'square'): string {
  return source.kind === 'api' ? `${source.base}/api/images/${imageId}/og.jpg?shape=${shape}` : `${source.base}/images/${imageId}/og-${shape}.jpg`;
}

/**
 * The widths worth offering for an image: every fixed width below its own, then its own
 * (capped at the largest fixed one). A 640 px picture gives 160, 480 and 640.
 */
export function imageWidths(naturalWidth: number): number[] {
  const top = Math.min(naturalWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  const below = IMAGE_WIDTHS.filter((w) => w < top);
  return [...below, top];
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** src, srcset and intrinsic size (so the browser reserves the space before it loads). */
export function responsiveImage(source: ImageSource, image: Pick<ProductImage, 'image_id' | 'width' | 'height'>, preferred = 480): ResponsiveImage {
  const widths = imageWidths(image.width || preferred);
  const pick = widths.find((w) => w >= preferred) ?? widths[widths.length - 1]!;
  const width = image.width || pick;
  const height = image.height || pick;
  return {
    src: imageSrc(source, image.image_id, pick),
    srcSet: widths.map((w) => `${imageSrc(source, image.image_id, w)} ${w}w`).join(', '),
    width,
    height,
  };
}

/** Every image id and width a set of pages may request: what a static export must contain. */
export function imageVariants(images: Array<Pick<ProductImage, 'image_id' | 'width'>>): Array<{ imageId: string; width: number }> {
  const out = new Map<string, { imageId: string; width: number }>();
  for (const img of images) {
    for (const w of imageWidths(img.width || 480)) out.set(`${img.image_id}/${w}`, { imageId: img.image_id, width: w });
  }
  return [...out.values()];
}
