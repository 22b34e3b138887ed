import { MAX_LISTING_PHOTOS } from '@reboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, deferred, FakeApi, type FakeAnswer } from '../../test/fake-api.ts';
import { aPng, aTextCalledPng, anUploadUrl } from '../../test/fixtures.ts';
import { expectToast, renderApp } from '../../test/render.tsx';
import { PhotosField } from './photos-field.tsx';

const [A, B, C] = [anUploadUrl(1), anUploadUrl(2), anUploadUrl(3)];

async function renderPhotos({ initial = [A, B, C], api = new FakeApi(), error }: { initial?: string[]; api?: FakeApi; error?: string } = {}) {
  const onChange = vi.fn<(urls: string[]) => void>();
  const onBusyChange = vi.fn<(busy: boolean) => void>();
  const view = await renderApp(
    <PhotosField label="Product photos" initial={initial} onChange={onChange} onBusyChange={onBusyChange} error={error} />,
    { api },
  );
  return { ...view, onChange, onBusyChange, input: screen.getByLabelText(/^Product photos/) };
}

/** The photos as shown, in order: each tile's picture by its name and address. */
const shown = () =>
  within(screen.getByRole('list', { name: 'Photos, in order' }))
    .queryAllByRole('img')
    .map((img) => `${img.getAttribute('alt')} ${img.getAttribute('src')}`);

/** What the form would send: the last order the field reported. */
const lastReported = (onChange: { mock: { calls: string[][][] } }) => onChange.mock.calls.at(-1)?.[0];

describe('the photo picker: the photos chosen', () => {
  it('lists them in order, the first marked as the cover, each with its own buttons', async () => {
    await renderPhotos();
    expect(shown()).toEqual([`Photo 1 of 3 (cover) ${A}`, `Photo 2 of 3 ${B}`, `Photo 3 of 3 ${C}`]);
    const [first] = within(screen.getByRole('list', { name: 'Photos, in order' })).getAllByRole('listitem');
    expect(within(first!).getByText('Cover')).toBeInTheDocument();
    // The cover cannot be made the cover again.
    expect(screen.queryByRole('button', { name: 'Make cover: Photo 1 of 3 (cover)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make cover: Photo 3 of 3' })).toBeInTheDocument();
  });

  it('Make cover moves a photo to the front, the others keeping their order, and says so', async () => {
    const { user, onChange } = await renderPhotos();
    await user.click(screen.getByRole('button', { name: 'Make cover: Photo 3 of 3' }));
    expect(shown()).toEqual([`Photo 1 of 3 (cover) ${C}`, `Photo 2 of 3 ${A}`, `Photo 3 of 3 ${B}`]);
    expect(lastReported(onChange)).toEqual([C, A, B]);
    expect(screen.getByText('Photo 3 is the cover now.')).toBeInTheDocument();
  });

  it('Remove takes a photo out and says which', async () => {
    const { user, onChange } = await renderPhotos();
    await user.click(screen.getByRole('button', { name: 'Remove Photo 2 of 3' }));
    expect(shown()).toEqual([`Photo 1 of 2 (cover) ${A}`, `Photo 2 of 2 ${C}`]);
    expect(lastReported(onChange)).toEqual([A, C]);
    expect(screen.getByText('Photo 2 removed.')).toBeInTheDocument();
  });

  it('shows the form’s message about the photos under the field', async () => {
    const { input } = await renderPhotos({ error: 'validation.photos.tooMany' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^At most 10 photos/);
  });
});

describe('the photo picker: reordering with the keyboard', () => {
  // happy-dom lays nothing out: place the tiles in a row, 120 px apart, as the grid would.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const tiles = this.tagName === 'LI' && this.parentElement ? [...this.parentElement.children] : [];
      const left = Math.max(0, tiles.indexOf(this)) * 120;
      return DOMRect.fromRect({ x: left, y: 0, width: tiles.length ? 100 : 0, height: tiles.length ? 100 : 0 });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('Space picks a photo up, the arrow keys move it, Space drops it: the third becomes the cover', async () => {
    const { user, onChange } = await renderPhotos();
    screen.getByRole('button', { name: 'Move Photo 3 of 3' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowLeft]');
    await user.keyboard('[ArrowLeft]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(shown()).toEqual([`Photo 1 of 3 (cover) ${C}`, `Photo 2 of 3 ${A}`, `Photo 3 of 3 ${B}`]));
    expect(lastReported(onChange)).toEqual([C, A, B]);
  });

  it('tells a screen reader how to move a photo and where it went', async () => {
    const { user } = await renderPhotos();
    const handle = screen.getByRole('button', { name: 'Move Photo 1 of 3 (cover)' });
    expect(handle).toHaveAccessibleDescription(/^To move this photo, press Space or Enter, use the arrow keys/);
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    expect(await screen.findByText('The photo from position 1 of 3, the cover is over position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(await screen.findByText('The photo from position 1 of 3, the cover was dropped at position 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(shown()).toEqual([`Photo 1 of 3 (cover) ${B}`, `Photo 2 of 3 ${A}`, `Photo 3 of 3 ${C}`]));
  });

  it('Escape puts the photo back where it was', async () => {
    const { user, onChange } = await renderPhotos();
    screen.getByRole('button', { name: 'Move Photo 3 of 3' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowLeft]');
    await user.keyboard('[Escape]');
    expect(await screen.findByText('Moving was cancelled. The photo stays at position 3 of 3.')).toBeInTheDocument();
    expect(shown()).toEqual([`Photo 1 of 3 (cover) ${A}`, `Photo 2 of 3 ${B}`, `Photo 3 of 3 ${C}`]);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the photo picker: new photos', () => {
  it('uploads each chosen picture, shows its progress, then adds it in order', async () => {
    const answers = [deferred<FakeAnswer>(), deferred<FakeAnswer>()];
    let n = 0;
    const api = new FakeApi().on('POST', '/api/uploads', () => answers[n++]!.promise);
    const { user, input, onChange, onBusyChange } = await renderPhotos({ initial: [A], api });
    await user.upload(input, [aPng('front.png'), aPng('back.png')]);

    expect(await screen.findByRole('progressbar', { name: 'Upload progress of front.png' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of back.png' })).toBeInTheDocument();
    await waitFor(() => expect(onBusyChange).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(api.sent('POST', '/api/uploads')).toHaveLength(2));
    const sentFile = api.sent('POST', '/api/uploads')[0]!.body as FormData;
    expect((sentFile.get('image') as File).name).toBe('front.png');

    answers[0]!.resolve({ status: 201, body: { url: B } });
    answers[1]!.resolve({ status: 201, body: { url: C } });
    await waitFor(() => expect(shown()).toEqual([`Photo 1 of 3 (cover) ${A}`, `Photo 2 of 3 ${B}`, `Photo 3 of 3 ${C}`]));
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The form hears of the list in an effect after the render that shows it: on a busy machine, a moment later.
    await waitFor(() => expect(lastReported(onChange)).toEqual([A, B, C]));
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  // Moved from e2e/tests/listings.spec.ts ('a file that is not a picture is refused before it is sent').
  it('a file that is not a picture is refused before it is sent', async () => {
    const api = new FakeApi();
    const { user, input } = await renderPhotos({ initial: [], api });
    await user.upload(input, aTextCalledPng('notes.png'));
    // A choice renews the input (so the same file can be chosen again): look it up anew.
    const field = () => screen.getByLabelText(/^Product photos/);
    await waitFor(() => expect(field()).toHaveAccessibleDescription(/^notes\.png: File type is not supported/));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await expectToast('File type is not supported');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.sent('POST', '/api/uploads')).toHaveLength(0);
  });

  it('an upload the server refuses is told as a toast and on its tile', async () => {
    const api = new FakeApi().on('POST', '/api/uploads', apiError(413, 'PAYLOAD_TOO_LARGE', 'File size is too big'));
    const { user, input } = await renderPhotos({ initial: [], api });
    await user.upload(input, aPng('huge.png'));
    await expectToast('File size is too big');
    const tile = screen.getByRole('listitem');
    expect(within(tile).getByText('File size is too big')).toBeInTheDocument();
  });

  it('takes at most ten photos: the rest are left out with a word, and the input is then closed', async () => {
    const api = new FakeApi().on('POST', '/api/uploads', { status: 201, body: { url: anUploadUrl(99) } });
    const nine = Array.from({ length: MAX_LISTING_PHOTOS - 1 }, (_, i) => anUploadUrl(i + 10));
    const { user, input } = await renderPhotos({ initial: nine, api });
    await user.upload(input, [aPng('one.png'), aPng('two.png'), aPng('three.png')]);
    await expectToast('A listing takes at most 10 photos: 2 left out');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(MAX_LISTING_PHOTOS));
    expect(screen.getByLabelText(/^Product photos/)).toBeDisabled();
  });
});
