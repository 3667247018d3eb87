import { useEffect, useRef, useState } from 'preact/hooks';
import { imageSrc, responsiveImage } from '../model/images.ts';
import type { Product } from '../model/types.ts';
import { useEnv } from './env.ts';
import { BagIcon, ChevronLeft, ChevronRight } from './icons.tsx';
import { showPicture } from '../model/extras-loader.ts';

const MAIN_SIZES = '(min-width: 900px) 520px, 100vw';

/**
 * docs/product.md §2 product gallery: the pictures side by side in a scroll-snapped strip (a finger
 * swipes between them), previous/next buttons and thumbnails; a tap opens
 * the picture in a lightbox with pinch zoom (its script loads on that first tap). The first picture is the page's largest content:
 * loaded eagerly, at high priority; the others only when near.
 */
export function Gallery({ product }: { product: Product }) {
  const { links } = useEnv();
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another product starts at its first picture (the id is the trigger)
  useEffect(() => {
    setIndex(0);
    track.current?.scrollTo({ left: 0 });
  }, [product.id]);
  const images = product.images;
  if (!images.length) {
    return (
      <div class="vs-gallery">
        <span class="vs-noimg vs-gallery-main" role="img" aria-label={`${product.name}: sem foto`}>
          <BagIcon size={72} />
        </span>
      </div>
    );
  }
  const current = Math.min(index, images.length - 1);
  const many = images.length > 1;
  const show = (i: number) => {
    const to = (i + images.length) % images.length;
    setIndex(to);
    track.current?.scrollTo({ left: to * track.current.clientWidth }); // smooth unless reduced motion (CSS)
  };
  // the strip scrolled by a finger (or by show): the picture most in view is the current one
  const onScroll = () => {
    const strip = track.current;
    if (strip?.clientWidth) setIndex(Math.round(strip.scrollLeft / strip.clientWidth));
  };
  const zoom = (button: HTMLElement, i: number) => {
    const big = responsiveImage(links.images, images[i]!, 1600);
    showPicture(button, { src: big.src, srcset: big.srcSet, alt: label(i) }, () => button.focus());
  };
  const label = (i: number) => (many ? `${product.name}, foto ${i + 1} de ${images.length}` : product.name);

  return (
    <section class="vs-gallery" aria-label={`Fotos de ${product.name}`}>
      <div class="vs-gallery-main">
        <ul class="vs-slides" ref={track} onScroll={onScroll}>
          {images.map((image, i) => {
            const img = responsiveImage(links.images, image, 960);
            return (
              <li key={image.image_id} class="vs-slide" aria-hidden={i === current ? undefined : 'true'}>
                <button
                  type="button"
                  class="vs-zoom"
                  tabIndex={i === current ? 0 : -1}
                  aria-label={`Ampliar: ${label(i)}`}
                  onClick={(e) => zoom(e.currentTarget as HTMLElement, i)}
                >
                  <img
                    src={img.src}
                    srcset={img.srcSet}
                    sizes={MAIN_SIZES}
                    width={img.width}
                    height={img.height}
                    alt={label(i)}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchpriority={i === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                </button>
              </li>
            );
          })}
        </ul>
        {many && (
          <>
            <button type="button" class="vs-gallery-btn vs-prev" aria-label="Foto anterior" onClick={() => show(current - 1)}>
              <ChevronLeft size={22} />
            </button>
            <button type="button" class="vs-gallery-btn vs-next" aria-label="Próxima foto" onClick={() => show(current + 1)}>
              <ChevronRight size={22} />
            </button>
            <span class="vs-gallery-pos" aria-live="polite">
              {current + 1} / {images.length}
            </span>
          </>
        )}
      </div>
      {many && (
        <ul class="vs-thumbs" aria-label="Miniaturas">
          {images.map((image, i) => (
            <li key={image.image_id}>
              <button
                type="button"
                class="vs-thumb"
                aria-label={`Ver foto ${i + 1} de ${images.length}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              >
                <img src={imageSrc(links.images, image.image_id, 160)} width={64} height={64} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
