import { useEffect, useEffectEvent, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { Modal } from './modal';
import { VisuallyHidden } from './visually-hidden';

export interface ViewerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface ImageViewerProps {
  images: ViewerImage[];
  /** The image shown; controlled by the caller through onIndexChange. */
  index: number;
  open: boolean;
  onClose: () => void;
  onIndexChange: (index: number) => void;
  /** Heading of the viewer; "Image viewer" by default. */
  title?: string;
}

const navButton =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-surface/90 text-text shadow-md hover:bg-surface';

/**
 * The enlarged view of a set of images, in a Modal: previous and next buttons (and the arrow
 * keys) step through them, wrapping at the ends, with a counter "n / total". Escape, the close
 * button or a click on the backdrop closes it.
 */
export function ImageViewer({
  images,
  index,
  open,
  onClose,
  onIndexChange,
  title = 'Image viewer',
}: ImageViewerProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const current = total > 0 ? Math.min(Math.max(index, 0), total - 1) : 0;
  const image = images[current];
  const several = total > 1;

  function step(delta: number) {
    onIndexChange((current + delta + total) % total);
  }
  const onArrowKey = useEffectEvent(step);

  useEffect(() => {
    if (!open || !several) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') onArrowKey(-1);
      else if (event.key === 'ArrowRight') onArrowKey(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, several]);

  return (
    <Modal
      open={open && image !== undefined}
      onClose={onClose}
      title={title}
      size="lg"
      initialFocusRef={several ? nextRef : undefined}
    >
      {image && (
        <figure className="flex flex-col items-center gap-3">
          <div className="relative flex w-full items-center justify-center">
            <img
              key={image.src}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="h-auto max-h-[70dvh] w-auto max-w-full object-contain"
            />
            {several && (
              <>
                <button
                  type="button"
                  aria-label="Previous image"
                  onClick={() => step(-1)}
                  className={`${navButton} left-1`}
                >
                  <ChevronLeftIcon className="size-6" />
                </button>
                <button
                  ref={nextRef}
                  type="button"
                  aria-label="Next image"
                  onClick={() => step(1)}
                  className={`${navButton} right-1`}
                >
                  <ChevronRightIcon className="size-6" />
                </button>
              </>
            )}
          </div>
          <figcaption className="text-sm text-text-muted">
            <span aria-hidden="true">{`${current + 1} / ${total}`}</span>
            {/* Read out when the image changes, since focus stays on the button. */}
            <span aria-live="polite">
              <VisuallyHidden>{`Image ${current + 1} of ${total}: ${image.alt}`}</VisuallyHidden>
            </span>
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
