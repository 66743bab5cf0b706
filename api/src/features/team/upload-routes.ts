import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '@lebe/domain';
import type { AppDeps } from '../../platform/deps';
import { route, type AnyRoute } from '../../platform/http/route';
import { receive } from '../../platform/http/multipart';
import { sniffImage } from '../../platform/http/image-type';

export const uploadsDir = (deps: AppDeps) => join(deps.config.stores.dataDir, 'uploads');

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
        if (files.length === 0) throw badRequest('No image uploaded: send one file in the field "image"');
        if (files.length > 1) throw badRequest('Send one image at a time');
        const type = sniffImage(await head(files[0].filepath));
        if (!type) throw badRequest('Only images can be uploaded (png, jpeg, gif or webp)');
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
