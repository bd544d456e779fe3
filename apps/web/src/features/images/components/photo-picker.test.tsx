import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { maxUploadBytes, uploadSignedOutMessage, type UploadedImage } from '@waggle/shared/images';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { haptic } from '../../../lib/native/haptics';
import { createQueryClient } from '../../../lib/query-client';
import { simulatePlatform } from '../../../test/platform';
import { PhotoPicker } from './photo-picker';

vi.mock('../../../lib/native/haptics');
const getPhoto = vi.hoisted(() => vi.fn());
vi.mock('@capacitor/camera', () => ({
  Camera: { getPhoto },
  CameraResultType: { Base64: 'base64' },
  CameraSource: { Camera: 'CAMERA', Photos: 'PHOTOS' },
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const uploaded = (id: number): UploadedImage => ({
  id,
  url: `https://waggle.test/uploads/${id}.jpg`,
  thumbnailUrl: `https://waggle.test/uploads/${id}-thumb.jpg`,
  width: 1600,
  height: 1200,
});
const created = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 201 }));

/** The picker as a form holds it: its value is the form's state. */
function Harness({ signedIn = true, max = 1 }: { signedIn?: boolean; max?: number }) {
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  return (
    <QueryClientProvider client={createQueryClient('web')}>
      <PhotoPicker
        label="Photo"
        max={max}
        value={photos}
        onChange={setPhotos}
        signedIn={signedIn}
      />
    </QueryClientProvider>
  );
}

const jpeg = (size = 2048) => new File([new Uint8Array(size)], 'dog.jpg', { type: 'image/jpeg' });

describe('PhotoPicker', () => {
  it('uploads a picked file and shows its thumbnail, which can be removed again', async () => {
    fetchMock.mockImplementation(() => created(uploaded(9)));
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Add photo'), jpeg());

    const thumbnail = await screen.findByRole('img', { name: 'Photo 1' });
    expect(thumbnail).toHaveAttribute('src', 'https://waggle.test/uploads/9-thumb.jpg');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/images');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect((form.get('file') as File).name).toBe('dog.jpg');
    // One photo at most: nothing more to add.
    expect(screen.queryByLabelText('Add photo')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add photo')).toBeInTheDocument();
  });

  it('says "Uploading photo…" while the upload runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Add photo'), jpeg());
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading photo…');
    answer(new Response(JSON.stringify(uploaded(3)), { status: 201 }));
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('refuses signed out without a request (docs/product.md#api-calls)', async () => {
    render(<Harness signedIn={false} />);
    await userEvent.upload(screen.getByLabelText('Add photo'), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadSignedOutMessage);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a JPEG', 'dog.jpg', 'image/jpeg'],
    ['a file of no declared type', 'IMG_0042.HEIC', ''],
  ])('refuses %s over 10 MB without a request', async (_case, name, type) => {
    render(<Harness />);
    const large = new File([new Uint8Array(maxUploadBytes + 1)], name, { type });
    await userEvent.upload(screen.getByLabelText('Add photo'), large);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This photo is larger than 10 MB. Choose a smaller one.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a GIF', 'dog.gif', 'image/gif'],
    ['a PDF', 'dog.pdf', 'application/pdf'],
    ['a text file', 'dog.txt', 'text/plain'],
    ["a Live Photo's video", 'IMG_0042.MOV', 'video/quicktime'],
  ])('refuses %s without a request', async (_case, name, type) => {
    render(<Harness />);
    const file = new File(['not a photo'], name, { type });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Add photo'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a photo in JPEG, PNG, WebP or HEIC format.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers JPEG, PNG, WebP and HEIC, HEIC by its extensions too', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Add photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
    );
    expect(
      screen.getByText('One photo: JPEG, PNG, WebP or HEIC, up to 10 MB.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['image/heic', 'IMG_0042.HEIC'],
    ['image/heif', 'IMG_0042.heif'],
    // A system that does not know HEIC gives it no type, or the generic binary one.
    ['', 'IMG_0042.HEIC'],
    ['application/octet-stream', 'IMG_0042.heic'],
  ])('uploads a HEIC typed %j, for the server to judge by its content', async (type, name) => {
    fetchMock.mockImplementation(() => created(uploaded(7)));
    render(<Harness />);
    // The picker's accept lets it through (user-event filters by it, as a browser does).
    const heic = new File([new Uint8Array(4096)], name, { type });
    await userEvent.upload(screen.getByLabelText('Add photo'), heic);

    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect((form.get('file') as File).name).toBe(name);
  });

  it('says in words when the server refuses the photo', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error: 'payload_too_large', message: 'That photo is too big' }),
        {
          status: 413,
        },
      ),
    );
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Add photo'), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent('That photo is too big');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('adds several photos up to the maximum, saying when some were left out', async () => {
    let next = 0;
    fetchMock.mockImplementation(() => created(uploaded((next += 1))));
    render(<Harness max={2} />);
    await userEvent.upload(screen.getByLabelText('Add photo'), [jpeg(), jpeg(), jpeg()]);
    expect(await screen.findByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('You can add up to 2 photos.');
  });

  it('takes a photo with the camera on native, with the docs/product.md#haptics', async () => {
    simulatePlatform('ios');
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.waggle.test');
    getPhoto.mockResolvedValue({ base64String: btoa('jpeg bytes'), format: 'jpeg', saved: false });
    fetchMock.mockImplementation(() => created(uploaded(4)));
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));

    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(getPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'CAMERA', width: 1600, height: 1600, quality: 85 }),
    );
    const file = (fetchMock.mock.calls[0]?.[1]?.body as FormData).get('file') as File;
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('photo.jpeg');
    expect(vi.mocked(haptic).mock.calls).toEqual([
      ['cameraButton'],
      ['photoCaptured'],
      ['genericSuccess'],
    ]);
  });

  it('does nothing when the camera is cancelled', async () => {
    simulatePlatform('android');
    getPhoto.mockRejectedValue(new Error('User cancelled photos app'));
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Take photo' }));
    await vi.waitFor(() => expect(getPhoto).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers no camera button on the web', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
  });

  it('on native, "Add photo" picks from the photo library, resized as the camera does', async () => {
    simulatePlatform('android');
    vi.stubEnv('VITE_API_ORIGIN', 'https://api.waggle.test');
    getPhoto.mockResolvedValue({ base64String: btoa('jpeg bytes'), format: 'jpeg', saved: false });
    fetchMock.mockImplementation(() => created(uploaded(5)));
    const { container } = render(<Harness />);
    expect(container.querySelector('input[type="file"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add photo' }));

    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
    expect(getPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'PHOTOS', width: 1600, height: 1600, quality: 85 }),
    );
    const file = (fetchMock.mock.calls[0]?.[1]?.body as FormData).get('file') as File;
    expect(file.type).toBe('image/jpeg');
  });

  it.each([
    ['signed out', false, 'jpeg', uploadSignedOutMessage],
    [
      'not a JPEG, PNG, WebP or HEIC',
      true,
      'gif',
      'Choose a photo in JPEG, PNG, WebP or HEIC format.',
    ],
  ])(
    'a refused pick (%s) gives the validation haptic, not the "photo selected" one',
    async (_case, signedIn, format, message) => {
      simulatePlatform('ios');
      getPhoto.mockResolvedValue({ base64String: btoa('bytes'), format, saved: false });
      render(<Harness signedIn={signedIn} />);
      await userEvent.click(screen.getByRole('button', { name: 'Add photo' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(vi.mocked(haptic).mock.calls).toEqual([['buttonPress'], ['formValidation']]);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('keeps the words of a refusal when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Harness signedIn={false} />);
    await userEvent.upload(screen.getByLabelText('Add photo'), jpeg());
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadSignedOutMessage);
  });
});
