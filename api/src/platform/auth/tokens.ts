import { SignJWT, jwtVerify } from 'jose';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { join } from 'node:path';

export interface TokenClaims {
  sub: string;
  /** The session version the user had when the token was issued; a password change raises it. */
  sv: number;
}

/** Tokens whose signature was checked, kept so that a client's every request does not check it again. */
const verifiedKept = 10_000;

/** Bearer tokens: HS256 JWTs carrying the user id and session version, with an expiry. */
export class Tokens {
  /** Imported once: jose imports a raw byte key again at every signature. */
  private readonly key: KeyObject;
  /** The claims of tokens already verified, with their expiry in ms (oldest first). */
  private readonly verified = new Map<string, TokenClaims & { exp: number }>();

  constructor(
    secret: string,
    private readonly ttl: string,
  ) {
    this.key = createSecretKey(new TextEncoder().encode(secret));
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ sv: claims.sv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.key);
  }

  /**
   * The claims of a valid token, or null for a bad, tampered or expired one. A token is a fixed string, so
   * one whose signature checked out holds the same claims until it expires (whether its user still exists
   * and its session version is current is the caller's check, made at every request).
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known && Date.now() < known.exp) return { sub: known.sub, sv: known.sv };
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
      const claims = { sub: payload.sub, sv: payload.sv };
      if (typeof payload.exp === 'number') this.keep(token, { ...claims, exp: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }

  private keep(token: string, claims: TokenClaims & { exp: number }) {
    if (this.verified.size >= verifiedKept) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
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
