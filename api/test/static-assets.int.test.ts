import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { repoRoot, startTestServer, type TestServer } from '@lebe/testing/test-server';

const dist = join(repoRoot(), 'web', 'dist');
const built = existsSync(join(dist, 'index.html')) && existsSync(join(dist, 'index.html.br'));

/** A raw GET (fetch would decode the body and hide what was sent). */
function get(url: string, encoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

if (!built) {
  describe('the built apps as sent', () =>
    it.skip('skipped: web/dist is not built and precompressed (npm run build)', () => undefined));
} else {
  describe('the built apps as sent', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => server.close());

    it('sends the page revalidated and its hashed scripts for good, brotli or gzip as the browser takes them', async () => {
      const page = await get(`${server.url}/`, 'br, gzip');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      const script = readdirSync(join(dist, 'assets')).find(
        (f) => f.endsWith('.js') && existsSync(join(dist, 'assets', `${f}.br`)),
      )!;
      const [br, gz, plain] = await Promise.all(
        ['br', 'gzip', 'identity'].map((e) => get(`${server.url}/assets/${script}`, e)),
      );
      expect([
        br.headers['content-encoding'],
        gz.headers['content-encoding'],
        plain.headers['content-encoding'],
      ]).toEqual(['br', 'gzip', undefined]);
      expect(br.headers['cache-control']).toMatch(/immutable/);
      expect(br.bytes).toBeLessThan(gz.bytes);
      expect(gz.bytes).toBeLessThan(plain.bytes);
    });
  });
}
