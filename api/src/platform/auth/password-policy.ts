import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordMinLength } from '@lebe/domain';
import { HttpError } from '../http/errors';

/**
 * Common and breached passwords (NIST SP 800-63B 5.1.1.2, OWASP ASVS 2.1.7): the `passwords-common`
 * dictionary of @zxcvbn-ts/language-common (MIT licence), about 49,000 passwords ranked by how often they
 * appear in public breach corpora. Only those a person could still choose (8 characters or more) are
 * kept, compared without case: "Password1" is as guessable as "password1".
 */
const common: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as string[]).filter((p) => p.length >= passwordMinLength).map((p) => p.toLowerCase()),
);

export const commonPasswordMessage =
  'This password is one of the most common ones, so it is easy to guess. Please choose another.';

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());

/** Refuses a new password found on the list (the length rule is the contract's, checked before). */
export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) throw new HttpError(400, commonPasswordMessage, 'password');
}
