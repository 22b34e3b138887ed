import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render.tsx';
import { PhotoGallery } from './photo-gallery.tsx';

const NAME = 'ESP32 dev board';
const PHOTOS = ['/demo/front.webp', '/demo/back.webp', '/demo/label.webp'];
const product = (photos: string[]) => ({ name: NAME, picture: photos[0] ?? null, photos });
const alt = (n: number) => `${NAME}, photo ${n} of 3`;

/** The large photo on the page (not the viewer's), with the button that opens it full screen. */
function mainPhoto() {
  const button = screen.getByRole('button', { name: /full screen$/ });
  return { button, image: within(button).getByRole('img') };
}

async function openViewerAt(n: number) {
  const view = await renderApp(<PhotoGallery product={product(PHOTOS)} />);
  if (n > 1) await view.user.click(screen.getByRole('button', { name: `Show photo ${n} of 3` }));
  await view.user.click(screen.getByRole('button', { name: `View photo ${n} of 3 full screen` }));
  return { ...view, viewer: screen.getByRole('dialog', { name: NAME }) };
}

describe('the detail page’s gallery', () => {
  it('shows the cover large, named by the listing and its place, and a thumbnail for each photo', async () => {
    await renderApp(<PhotoGallery product={product(PHOTOS)} />);
    expect(mainPhoto().image).toHaveAccessibleName(alt(1));
    expect(mainPhoto().image).toHaveAttribute('src', PHOTOS[0]);
    const thumbnails = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual(['Show photo 1 of 3', 'Show photo 2 of 3', 'Show photo 3 of 3']);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
  });

  it('a thumbnail, clicked or chosen with the keyboard, shows its photo large', async () => {
    const { user } = await renderApp(<PhotoGallery product={product(PHOTOS)} />);
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(mainPhoto().image).toHaveAttribute('src', PHOTOS[2]);
    expect(mainPhoto().image).toHaveAccessibleName(alt(3));
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3' })).not.toHaveAttribute('aria-current');

    screen.getByRole('button', { name: 'Show photo 2 of 3' }).focus();
    await user.keyboard('{Enter}');
    expect(mainPhoto().image).toHaveAttribute('src', PHOTOS[1]);
  });

  it('opens full screen at the photo shown, saying where it is and how to go on', async () => {
    const { viewer } = await openViewerAt(2);
    expect(viewer).toHaveAttribute('open');
    expect(viewer).toHaveAccessibleDescription('Photo 2 of 3. Use the arrow keys to go through them.');
    expect(within(viewer).getByRole('img', { name: alt(2) })).toHaveAttribute('src', PHOTOS[1]);
  });

  it('goes through the photos with the arrow keys, round from the last to the first and back', async () => {
    const { user, viewer } = await openViewerAt(1);
    const shown = () => within(viewer).getByRole('img').getAttribute('src');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(PHOTOS[1]);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toBe(PHOTOS[0]);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(PHOTOS[2]);
    expect(within(viewer).getByRole('img')).toHaveAccessibleName(alt(3));
    await user.click(within(viewer).getByRole('button', { name: 'Previous photo' }));
    expect(shown()).toBe(PHOTOS[1]);
  });

  it('zooms in and out, and says which it is', async () => {
    const { user, viewer } = await openViewerAt(1);
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
    // Going to another photo starts it unzoomed.
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Escape closes the viewer, the page shows the photo it stopped at, and it opens again', async () => {
    const { user } = await openViewerAt(1);
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mainPhoto().image).toHaveAttribute('src', PHOTOS[2]);
    expect(mainPhoto().button).toHaveAccessibleName('View photo 3 of 3 full screen');
    await user.click(mainPhoto().button);
    expect(within(screen.getByRole('dialog', { name: NAME })).getByRole('img')).toHaveAttribute('src', PHOTOS[2]);
  });

  it('the Close button closes it too', async () => {
    const { user, viewer } = await openViewerAt(1);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a single photo has no thumbnails, no position and no arrows', async () => {
    const { user } = await renderApp(<PhotoGallery product={product(['/demo/only.webp'])} />);
    expect(screen.queryByRole('list', { name: 'Photos' })).toBeNull();
    expect(mainPhoto().image).toHaveAccessibleName(NAME);
    await user.click(screen.getByRole('button', { name: 'View the photo full screen' }));
    const viewer = screen.getByRole('dialog', { name: NAME });
    expect(within(viewer).queryByRole('button', { name: 'Next photo' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/demo/only.webp');
  });

  it('a listing without photos shows a placeholder that says so', async () => {
    await renderApp(<PhotoGallery product={product([])} />);
    expect(screen.getByRole('img', { name: `${NAME} (no picture)` })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in Bengali, names the photos with Bengali digits', async () => {
    await renderApp(<PhotoGallery product={product(PHOTOS)} />, { locale: 'bn' });
    expect(screen.getByRole('button', { name: '৩টির মধ্যে ২ নম্বর ছবি দেখান' })).toBeInTheDocument();
    const main = screen.getByRole('button', { name: '৩টির মধ্যে ১ নম্বর ছবি পুরো স্ক্রিনে দেখুন' });
    expect(within(main).getByRole('img')).toHaveAccessibleName(`${NAME}, ৩টির মধ্যে ১ নম্বর ছবি`);
  });
});
