import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { asUser } from './auth.ts';

/** A multipart/form-data body with one file in the field `image`, as the web app sends it. */
export function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----reboard-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/uploads as `cookie`'s user (or nobody). */
export function uploadPicture(app: FastifyInstance, cookie: string | null, filename: string, contentType: string, data: Buffer) {
  const body = multipart(filename, contentType, data);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...(cookie ? asUser(cookie) : {}) },
    payload: body.payload,
  });
}

/** A plain green picture in one of the formats uploads accept. */
export const picture = (format: 'jpeg' | 'png' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
