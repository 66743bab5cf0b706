import { describe, expect, it } from '@jest/globals';
import { apiConfig } from '../config';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are made at scrypt N=2^15 in production: the configuration has no way to lower it', async () => {
    const config = apiConfig({ DATA_DIR: '/tmp/lebe-unused', PASSWORD_COST: '4', SCRYPT_N: '16' }, '/tmp');
    expect(config.passwordCost).toBeUndefined();
    const hash = await hashPassword('correct horse', config.passwordCost);
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect((await decoyHash()).split('$')[1]).toBe('32768');
  });

  it('verify with the cost stored in each hash, so a cheap and a production hash both verify', async () => {
    const cheap = await hashPassword('correct horse', 10);
    const dear = await hashPassword('correct horse', 15);
    expect(cheap.split('$')[1]).toBe('1024');
    for (const hash of [cheap, dear]) {
      expect(await verifyPassword('correct horse', hash)).toBe(true);
      expect(await verifyPassword('correct horse!', hash)).toBe(false);
    }
  });
});
