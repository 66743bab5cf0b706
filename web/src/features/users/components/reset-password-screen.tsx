import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { passwordResetConfirmBody, passwordRule } from '@lebe/domain';
import { FormContainer } from '../../../components/ui/form-container';
import { FormField } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction } from '../../../hooks/use-request';
import { confirmationMismatch, useFieldErrors } from '../../../hooks/use-field-errors';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { confirmPasswordReset } from '../api/password-reset';

/** Sets a new password with the token of a reset link (/resetpassword#token): it works once. */
export function ResetPasswordScreen() {
  usePageTitle('Choose a new password');
  const token = useLocation().hash.replace(/^#/, '');
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const fields = useFieldErrors();
  const [done, setDone] = useState<string | null>(null);
  const action = useAction(async (password: string) => {
    try {
      return await confirmPasswordReset(token, password);
    } catch (error) {
      fields.fromApi(error);
      throw error;
    }
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const mismatch = confirmationMismatch(form.password, form.confirmPassword);
    if (!fields.check(passwordResetConfirmBody, { token, password: form.password }, mismatch)) return;
    const answer = await action.run(form.password);
    if (answer) setDone(answer.message);
  };

  const askAgain = <Link to={paths.forgotPassword.href()}>Ask for a new link</Link>;
  if (!token)
    return (
      <FormContainer>
        <h1>Choose a new password</h1>
        <Message variant="danger">This page opens from the link in a password reset email. {askAgain}.</Message>
      </FormContainer>
    );
  if (done)
    return (
      <FormContainer>
        <h1>Choose a new password</h1>
        <Message variant="success">{done}</Message>
        <p>
          <Link className="btn btn-primary" to={paths.login.href()}>
            Sign In
          </Link>
        </p>
      </FormContainer>
    );

  const shownAtField = Object.values(fields.errors).includes(action.error ?? '');
  return (
    <FormContainer>
      <h1>Choose a new password</h1>
      {fields.errors.token && (
        <Message variant="danger">
          {fields.errors.token} {askAgain}.
        </Message>
      )}
      {action.error && !shownAtField && <Message variant="danger">{action.error}</Message>}
      <form onSubmit={submit} noValidate>
        <FormField
          id="password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          placeholder="Enter new password"
          required
          hint={passwordRule}
          error={fields.errors.password}
          value={form.password}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />
        <FormField
          id="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          placeholder="Confirm new password"
          required
          error={fields.errors.confirmPassword}
          value={form.confirmPassword}
          onChange={(e) => setForm({ ...form, confirmPassword: e.target.value })}
        />
        <button type="submit" className="btn btn-primary" disabled={action.running}>
          Set new password
        </button>
        {action.running && <Loader />}
      </form>
    </FormContainer>
  );
}
