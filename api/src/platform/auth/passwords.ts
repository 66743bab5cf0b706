import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * log2 of scrypt's N for new hashes. scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which makes
 * guessing on GPUs costly. Only the test servers lower it (ApiConfig.passwordCost, never read from the
 * environment: the in-process one and testing/src/serve-for-tests.ts); verification reads the cost from the
 * stored hash, so hashes of any cost verify.
 */
export const productionPasswordCost = 15;
const r = 8;
const p = 1;
const maxmem = 64 * 1024 * 1024;

/** `scrypt$N$r$p$salt$key`, all in base64url: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost = productionPasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password, salt, 32, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, storedR, storedP, salt, key] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(N),
    r: Number(storedR),
    p: Number(storedP),
    maxmem,
  });
  return timingSafeEqual(actual, expected);
}

const decoys = new Map<number, Promise<string>>();

/**
 * A hash to compare against when the e-mail is unknown, so both failures take the same time: of the cost
 * new hashes get, made at its first use.
 */
export function decoyHash(cost = productionPasswordCost): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) decoys.set(cost, (decoy = hashPassword(randomBytes(12).toString('hex'), cost)));
  return decoy;
}
