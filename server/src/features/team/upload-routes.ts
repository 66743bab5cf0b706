import { koaBody } from 'koa-body';
import type { Context } from 'koa';
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { sniffImage } from './image-type';

export const uploadsDir = (deps: AppDeps) => join(deps.config.stores.dataDir, 'uploads');
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

interface UploadedFile {
  filepath: string;
  size: number;
}

/**
 * Multipart is parsed here only, not by the app-wide body parser: after the admin check, into a
 * folder beside the uploads (so the move is a rename), keeping just the field `image`.
 */
async function receive(ctx: Context, incoming: string, maxBytes: number): Promise<UploadedFile[]> {
  if (!ctx.is('multipart')) throw new HttpError(400, 'Send the image as multipart/form-data in the field "image"');
  await mkdir(incoming, { recursive: true });
  const started: string[] = [];
  // koa-body carries its own copy of the koa types, so its middleware is typed against ours here.
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: {
      uploadDir: incoming,
      maxFileSize: maxBytes,
      maxFields: 20,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
      filter: (part) => part.name === 'image',
      // Known from the start, so a file cut off by the size limit is removed too.
      onFileBegin: (_name, file) => void started.push(file.filepath),
    },
  }) as unknown as (ctx: Context, next: () => Promise<void>) => Promise<void>;
  try {
    await parse(ctx, async () => undefined);
  } catch (error) {
    await Promise.all(started.map((path) => rm(path, { force: true })));
    // formidable's codes: 1009 the file is over maxFileSize; 1010 an empty file.
    const code = (error as { code?: number }).code;
    if (code === 1009) throw new HttpError(400, `Image too large: the limit is ${megabytes(maxBytes)}`);
    if (code === 1010) throw new HttpError(400, 'The image file is empty');
    throw new HttpError(400, 'Could not read the upload');
  }
  const image = (ctx.request as { files?: Record<string, unknown> }).files?.image;
  return (Array.isArray(image) ? image : image ? [image] : []) as UploadedFile[];
}

async function head(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(12);
    const { bytesRead } = await file.read(buffer, 0, 12, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** POST /api/upload (SPEC §7): one image, checked by its bytes, stored under DATA_DIR/uploads; answers its path. */
export const uploadRoutes: AnyRoute[] = [
  route({
    method: 'post',
    path: '/api/upload',
    access: 'admin',
    status: 201,
    async handler({ ctx, deps }) {
      const dir = uploadsDir(deps);
      const files = await receive(ctx, join(dir, '.incoming'), deps.config.UPLOAD_MAX_BYTES);
      try {
        if (files.length === 0) throw new HttpError(400, 'No image uploaded: send one file in the field "image"');
        if (files.length > 1) throw new HttpError(400, 'Send one image at a time');
        const type = sniffImage(await head(files[0].filepath));
        if (!type) throw new HttpError(400, 'Only images can be uploaded (png, jpeg, gif or webp)');
        const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
        await rename(files[0].filepath, join(dir, name));
        ctx.type = 'text/plain';
        return `/uploads/${name}`;
      } finally {
        await Promise.all(files.map((f) => rm(f.filepath, { force: true })));
      }
    },
  }),
];
