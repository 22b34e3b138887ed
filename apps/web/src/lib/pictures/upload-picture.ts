import { ApiErrorSchema, PICTURE_ERRORS, UploadResponseSchema } from '@reboard/contracts/schemas';
import { ApiRequestError, clientError } from '../api-client.ts';

type UploadOptions = {
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

// Words for answers that are not the API's JSON (a proxy's 413, say).
const STATUS_MESSAGES: Record<number, string> = { 413: PICTURE_ERRORS.tooBig, 415: PICTURE_ERRORS.type };

function failure(status: number, body: unknown): ApiRequestError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiRequestError(status, parsed.data);
  if (status === 0) return clientError(0, 'NETWORK', 'common.error.network');
  return clientError(status, `HTTP_${status}`, STATUS_MESSAGES[status] ?? 'common.picture.uploadFailedShort');
}

/**
 * POST /api/uploads (signed-in users only, multipart, field `image`) → 201 {url}: the server
 * checks the file by its content, re-encodes it and answers with the URL to store. Every
 * picture (avatars, listing photos) goes through here. XMLHttpRequest rather than fetch because
 * only it reports upload progress, which the picture field shows as a progress bar.
 */
export function uploadPicture(file: File, { onProgress, signal }: UploadOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status !== 201 && xhr.status !== 200) return reject(failure(xhr.status, xhr.response));
      const parsed = UploadResponseSchema.safeParse(xhr.response);
      if (!parsed.success) return reject(failure(xhr.status, undefined));
      onProgress?.(100);
      resolve(parsed.data.url);
    };
    xhr.onerror = () => reject(failure(0, undefined));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
