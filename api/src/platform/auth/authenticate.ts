import type { Context } from 'koa';
import type { UserDoc } from '@lebe/projectors/users';
import { HttpError, notAuthorizedNoToken, notAuthorizedTokenFailed } from '../http/errors';
import type { Tokens } from './tokens';

export type AuthUser = UserDoc;

/** Who may call a route: anyone, any signed-in user, or admins only. Ownership is checked by the handler. */
export type Access = 'public' | 'user' | 'admin';

/**
 * Resolves the caller of a route from its bearer token and enforces the route's access level.
 * A token is valid only while its user exists and its session version is the user's current one,
 * so deleting a user or changing a password ends those sessions.
 */
export class Auth {
  constructor(
    readonly tokens: Tokens,
    private readonly findUser: (id: string) => Promise<UserDoc | null>,
    /** The account as its stream holds it now: asked when the read model does not (yet) match the token. */
    private readonly findUserInLog: (id: string) => Promise<UserDoc | null> = async () => null,
    /**
     * Whether the account's stream has moved past the read model's document (given where read models may
     * lag by more than a reply waits: workers): then the stream decides, so a password just changed or an
     * admin right just withdrawn ends the old sessions and rights at once.
     */
    private readonly movedPast?: (user: UserDoc) => Promise<boolean>,
  ) {}

  /** The caller; a visitor (no token) on a public route is known at once, without a promise to wait on. */
  userFor(ctx: Context, access: Access): AuthUser | null | Promise<AuthUser | null> {
    const header = ctx.get('authorization');
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) {
      if (access === 'public') return null;
      throw notAuthorizedNoToken();
    }
    return this.userOfToken(token).then((user) => {
      if (!user) {
        if (access === 'public') return null;
        throw notAuthorizedTokenFailed();
      }
      if (access === 'admin' && !user.isAdmin) throw new HttpError(403, 'Not authorized as an admin');
      return user;
    });
  }

  private async userOfToken(token: string): Promise<AuthUser | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const matches = (user: UserDoc | null) => (user && user.sessionVersion === claims.sv ? user : null);
    const seen = await this.findUser(claims.sub);
    if (seen && this.movedPast && !(await this.movedPast(seen))) return matches(seen);
    // A read model still catching up (a registration or a password change a moment ago) is read past, in the log.
    return (this.movedPast ? null : matches(seen)) ?? matches(await this.findUserInLog(claims.sub));
  }
}

/** Owners touch their own records; admins touch anyone's. */
export function assertSelfOrAdmin(user: AuthUser, ownerId: string) {
  if (user._id !== ownerId && !user.isAdmin) throw new HttpError(403, 'Not allowed');
}
