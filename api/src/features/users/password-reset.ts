import { createHash, randomBytes } from 'node:crypto';
import {
  emailKey,
  passwordResetBody,
  passwordResetConfirmBody,
  passwordResetDone,
  passwordResetInvalid,
  passwordResetSent,
} from '@lebe/domain';
import { route, type AnyRoute } from '../../platform/http/route';
import { HttpError } from '../../platform/http/errors';
import { assertUncommonPassword } from '../../platform/auth/password-policy';
import { log } from '../../platform/observability/logger';
import { mailerOf } from '../../platform/mail/mailer';
import { userCommand } from '../../platform/commands';
import { Credentials } from './credentials';
import { accountByEmail, accountOf } from './commands';

/** Reset tickets in the secret store, keyed by the SHA-256 of the token: a leak of the store yields no usable link. */
const kind = 'password_resets';
interface ResetTicket extends Record<string, unknown> {
  userId: string;
  /** The account's session version when the link was sent: any password change since voids the link. */
  sessionVersion: number;
  expiresAt: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page of the web app a reset link opens; the token rides in the fragment, which no server or Referer sees. */
export const resetPagePath = '/resetpassword';

function resetMail(to: string, link: string, minutes: number) {
  return {
    to,
    subject: 'Choose a new Lëbe password',
    text: [
      'Someone (we hope you) asked to choose a new password for the Lëbe account of this address.',
      '',
      `Open this link within ${minutes} minutes to choose it (it works once):`,
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * POST /api/users/password-reset: the same 202 and message whether or not an account has the address (no
 * enumeration); counted like a login attempt per address and per e-mail. For an account, a single-use
 * ticket is stored hashed and the link is mailed without the answer waiting for the mail.
 */
const requestReset = route({
  method: 'post',
  path: '/api/users/password-reset',
  access: 'public',
  status: 202,
  body: passwordResetBody,
  async handler({ body, ctx, deps }) {
    await deps.limits.reset(ctx.ip, emailKey(body.email));
    const user = await accountByEmail(deps, body.email);
    if (user) {
      const token = randomBytes(32).toString('base64url');
      const minutes = deps.config.PASSWORD_RESET_TTL_MINUTES;
      const ticket: ResetTicket = {
        userId: user._id,
        sessionVersion: user.sessionVersion,
        expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
      };
      await deps.secrets.put(kind, digest(token), ticket);
      const link = `${deps.config.PUBLIC_URL ?? ctx.origin}${resetPagePath}#${token}`;
      mailerOf(deps)
        .then((mailer) => mailer.send(resetMail(user.email, link, minutes)))
        .catch((error: Error) => log.error('password reset mail not sent', { error: error.message }));
    }
    return { message: passwordResetSent };
  },
});

/**
 * POST /api/users/password-reset/confirm: the ticket is taken (so of two uses one at most succeeds), its
 * age and the account's session version checked, the new password stored, and every session of the
 * account ended by the user's decider (the session version rises).
 */
const confirmReset = route({
  method: 'post',
  path: '/api/users/password-reset/confirm',
  access: 'public',
  body: passwordResetConfirmBody,
  async handler({ body, ctx, meta, deps }) {
    await deps.limits.reset(ctx.ip);
    assertUncommonPassword(body.password); // before the ticket is spent: a refused password keeps the link usable
    const ticket = await deps.secrets.take<ResetTicket>(kind, digest(body.token));
    const account = ticket && Date.parse(ticket.expiresAt) > Date.now() ? await accountOf(deps, ticket.userId) : null;
    if (!ticket || !account?.exists || account.deleted || account.sessionVersion !== ticket.sessionVersion)
      throw new HttpError(400, passwordResetInvalid, 'token');
    await new Credentials(deps).set(ticket.userId, body.password);
    await userCommand(deps, ticket.userId, { type: 'ResetPassword' }, { ...meta, actor: ticket.userId });
    return { message: passwordResetDone };
  },
});

export const passwordResetRoutes: AnyRoute[] = [requestReset, confirmReset];
