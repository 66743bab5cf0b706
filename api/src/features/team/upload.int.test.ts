import { beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { useTestServer } from '@lebe/testing/use-test-server';

/** A 1×1 transparent PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const { server, api } = useTestServer();
let admin: string;
let learner: string;

async function upload(parts: { field?: string; bytes: Buffer; name: string; type: string }[], token?: string) {
  const form = new FormData();
  for (const p of parts) form.append(p.field ?? 'image', new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, text, message: response.ok ? undefined : JSON.parse(text).message };
}
const png = (bytes = tinyPng, name = 'face.png') => ({ bytes, name, type: 'image/png' });

beforeAll(async () => {
  admin = (await api.post('/api/users/login', { email: server.adminEmail, password: server.adminPassword })).body.token;
  learner = (
    await api.post('/api/users', { name: 'Uma', email: `uma${Date.now()}@example.com`, password: 'secret-pass' })
  ).body.token;
});

describe('POST /api/upload', () => {
  it('stores a png under DATA_DIR/uploads with a random name, answers its path, and serves it', async () => {
    const reply = await upload([png()], admin);
    expect(reply.status).toBe(201);
    expect(reply.text).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const name = reply.text.slice('/uploads/'.length);
    expect(readdirSync(join(server.dataDir, 'uploads'))).toContain(name);
    expect(readdirSync(join(server.dataDir, 'uploads', '.incoming'))).toEqual([]);

    const served = await fetch(server.url + reply.text);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPng);
    // A second upload of the same file gets a name of its own.
    expect((await upload([png()], admin)).text).not.toBe(reply.text);
  });

  it('names the file by its bytes, not by the name or type it was sent with', async () => {
    const reply = await upload(
      [{ bytes: Buffer.from('GIF89a\x01\x00\x01\x00'), name: 'x.png', type: 'image/png' }],
      admin,
    );
    expect(reply.text).toMatch(/^\/uploads\/[0-9a-f]{32}\.gif$/);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const fake of [png(svg, 'evil.png'), { bytes: svg, name: 'evil.svg', type: 'image/svg+xml' }]) {
      const reply = await upload([fake], admin);
      expect([reply.status, reply.message]).toEqual([400, 'Only images can be uploaded (png, jpeg, gif or webp)']);
    }
    expect(readdirSync(join(server.dataDir, 'uploads')).filter((f) => f.endsWith('.svg'))).toEqual([]);
    expect(readdirSync(join(server.dataDir, 'uploads', '.incoming'))).toEqual([]);
  });

  it('refuses a file over the size limit (2 MB by default)', async () => {
    const big = Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]);
    const reply = await upload([png(big, 'big.png')], admin);
    expect([reply.status, reply.message]).toEqual([400, 'Image too large: the limit is 2 MB']);
    expect(readdirSync(join(server.dataDir, 'uploads', '.incoming'))).toEqual([]);
  });

  it('refuses no file, two files, an empty file and a JSON body, with a message', async () => {
    const other = await upload([{ ...png(), field: 'photo' }], admin);
    expect([other.status, other.message]).toEqual([400, 'No image uploaded: send one file in the field "image"']);
    expect((await upload([png(), png()], admin)).message).toBe('Send one image at a time');
    expect((await upload([png(Buffer.alloc(0))], admin)).message).toBe('The image file is empty');
    const json = await api.post('/api/upload', { image: 'x' }, admin);
    expect([json.status, json.body.message]).toEqual([
      400,
      'Send the image as multipart/form-data in the field "image"',
    ]);
  });

  it('is for admins only', async () => {
    expect((await upload([png()])).status).toBe(401);
    expect((await upload([png()], learner)).status).toBe(403);
  });

  it('serves only the names it gives out', async () => {
    for (const path of ['/uploads/.incoming', '/uploads/../config.json', `/uploads/${'a'.repeat(32)}.png`])
      expect((await fetch(server.url + path)).status).toBe(404);
  });
});
