import { SignJWT, jwtVerify } from 'jose';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export interface TokenClaims {
  sub: string;
  /** The session version the user had when the token was issued; a password change raises it. */
  sv: number;
}

/** Bearer tokens: HS256 JWTs carrying the user id and session version, with an expiry. */
export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ sv: claims.sv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a bad, tampered or expired one. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
      return { sub: payload.sub, sv: payload.sv };
    } catch {
      return null;
    }
  }
}

/** JWT_SECRET if set; otherwise one generated at first start and kept under DATA_DIR. */
export function tokenSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    chmodSync(file, 0o600); // written before the file was kept private
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
