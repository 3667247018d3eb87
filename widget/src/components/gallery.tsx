import { useEffect, useState } from 'preact/hooks';
import { imageSrc, responsiveImage } from '../model/images.ts';
import type { Product } from '../model/types.ts';
import { useEnv } from './env.ts';
import { BagIcon, ChevronLeft, ChevronRight } from './icons.tsx';

const MAIN_SIZES = '(min-width: 900px) 520px, 100vw';

/**
 * spec §2 product gallery: the current picture, previous/next buttons and thumbnails.
 * The first picture is the page's largest content: loaded eagerly, at high priority.
 */
export function Gallery({ product }: { product: Product }) {
  const { links } = useEnv();
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [product.id]);
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
  const img = responsiveImage(links.images, images[current]!, 960);
  const many = images.length > 1;
  const step = (delta: number) => setIndex((current + delta + images.length) % images.length);

  return (
    <section class="vs-gallery" aria-label={`Fotos de ${product.name}`}>
      <div class="vs-gallery-main">
        <img
          key={images[current]!.image_id}
          src={img.src}
          srcset={img.srcSet}
          sizes={MAIN_SIZES}
          width={img.width}
          height={img.height}
          alt={many ? `${product.name}, foto ${current + 1} de ${images.length}` : product.name}
          fetchpriority={current === 0 ? 'high' : 'auto'}
          decoding="async"
        />
        {many && (
          <>
            <button type="button" class="vs-gallery-btn vs-prev" aria-label="Foto anterior" onClick={() => step(-1)}>
              <ChevronLeft size={22} />
            </button>
            <button type="button" class="vs-gallery-btn vs-next" aria-label="Próxima foto" onClick={() => step(1)}>
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
              <button type="button" class="vs-thumb" aria-label={`Ver foto ${i + 1} de ${images.length}`} aria-current={i === current ? 'true' : undefined} onClick={() => setIndex(i)}>
                <img src={imageSrc(links.images, image.image_id, 160)} width={64} height={64} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
