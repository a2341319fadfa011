import { useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import type { ProductImage } from '@mhp/contract/schemas/product';

/** Loaded on the first click to enlarge, so the viewer and its modal stay off the first visit. */
const ImageViewer = lazyPart(
  () => import('../../../shared/ui/image-viewer'),
  (module) => module.ImageViewer,
);

/**
 * The product's images: a large one (a click enlarges it in the image viewer, which Escape
 * or a click on the backdrop closes) and a row of thumbnails that pick it.
 */
export function ImageGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[Math.min(index, images.length - 1)];

  if (!current) {
    return <div className="aspect-square rounded-2xl bg-surface-muted" aria-hidden="true" />;
  }
  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl border border-border bg-surface-muted"
        // Starts with the visible label, so speech users can say what they see (WCAG 2.5.3).
        aria-label={`Enlarge image: ${current.alt}`}
        data-testid="gallery-main"
      >
        <img
          src={current.url}
          alt=""
          width={current.width}
          height={current.height}
          fetchPriority="high"
          className="aspect-square h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        <span className="absolute right-3 bottom-3 rounded-full bg-surface/90 px-3 py-1 text-xs font-semibold text-text shadow">
          Enlarge image
        </span>
      </button>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-1" aria-label={`${name} images`}>
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}: ${image.alt}`}
                aria-current={i === index || undefined}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-surface-muted sm:size-20 ${
                  i === index ? 'border-brand' : 'border-border hover:border-text-muted'
                }`}
              >
                <img
                  src={image.thumbnail_url}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <LazyBoundary fallback={null}>
          <ImageViewer
            images={images.map((image) => ({
              src: image.url,
              alt: image.alt,
              width: image.width,
              height: image.height,
            }))}
            index={index}
            open={open}
            onClose={() => setOpen(false)}
            onIndexChange={setIndex}
            title={name}
          />
        </LazyBoundary>
      )}
    </div>
  );
}
