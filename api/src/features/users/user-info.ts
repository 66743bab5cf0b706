import type { UserInfo } from '@lebe/domain';
import { publicUser, type UserDoc } from '@lebe/projectors/users';
import type { AppDeps } from '../../platform/deps';

/** The user info the client keeps as `userInfo` (SPEC §3 User), with a fresh token. */
export async function userInfoWithToken(deps: Pick<AppDeps, 'auth'>, doc: UserDoc): Promise<UserInfo> {
  const token = await deps.auth.tokens.sign({ sub: doc._id, sv: doc.sessionVersion });
  return { ...publicUser(doc), token };
}
