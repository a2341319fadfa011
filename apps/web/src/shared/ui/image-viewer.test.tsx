import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImageViewer } from './image-viewer';
import type { ViewerImage } from './image-viewer';

const photos: ViewerImage[] = [
  { src: '/media/front.svg', alt: 'Classic brief, front', width: 800, height: 800 },
  { src: '/media/back.svg', alt: 'Classic brief, back', width: 800, height: 800 },
  { src: '/media/side.svg', alt: 'Classic brief, side', width: 800, height: 800 },
];

function Gallery({ images = photos }: { images?: ViewerImage[] }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enlarge
      </button>
      <ImageViewer
        images={images}
        index={index}
        open={open}
        onClose={() => setOpen(false)}
        onIndexChange={setIndex}
      />
    </>
  );
}

async function openViewer(images?: ViewerImage[]) {
  render(<Gallery images={images} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Enlarge' }));
  return user;
}

function shownImage() {
  return screen.getByRole('img');
}

describe('ImageViewer', () => {
  it('shows the current image large, with a counter, in a dialog', async () => {
    await openViewer();

    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    expect(shownImage()).toHaveAccessibleName('Classic brief, front');
    expect(shownImage()).toHaveAttribute('src', '/media/front.svg');
    expect(screen.getByText('1 / 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next image' })).toHaveFocus();
  });

  it('steps with the next and previous buttons, wrapping at the ends', async () => {
    const user = await openViewer();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage()).toHaveAccessibleName('Classic brief, back');
    expect(screen.getByText('2 / 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shownImage()).toHaveAccessibleName('Classic brief, side');
    expect(screen.getByText('3 / 3')).toBeVisible();
  });

  it('steps with the arrow keys', async () => {
    const user = await openViewer();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3 / 3')).toBeVisible();

    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAccessibleName('Classic brief, back');
    expect(screen.getByText('Image 2 of 3: Classic brief, back')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus', async () => {
    const user = await openViewer();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enlarge' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on the image', async () => {
    const user = await openViewer();

    await user.click(shownImage());
    expect(screen.getByRole('dialog')).toBeVisible();

    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no stepping for a single image', async () => {
    const user = await openViewer([photos[0] as ViewerImage]);

    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.getByText('1 / 1')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAccessibleName('Classic brief, front');
  });
});
