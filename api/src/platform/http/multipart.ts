import type { Context } from 'koa';
import { mkdir, rm } from 'node:fs/promises';
import { HttpError } from './errors';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export interface UploadedFile {
  filepath: string;
  size: number;
}

/**
 * Multipart is parsed here only, not by the app-wide body parser: after the admin check, into a
 * folder beside the uploads (so the move is a rename), keeping just the field `image`.
 */
export async function receive(ctx: Context, incoming: string, maxBytes: number): Promise<UploadedFile[]> {
  if (!ctx.is('multipart')) throw new HttpError(400, 'Send the image as multipart/form-data in the field "image"');
  await mkdir(incoming, { recursive: true });
  const started: string[] = [];
  // koa-body carries its own copy of the koa types, so its middleware is typed against ours here.
  // Loaded on an upload only: the features (and so the workers) never load the HTTP body parser.
  const { koaBody } = await import('koa-body');
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
