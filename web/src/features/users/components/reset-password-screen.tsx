import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { passwordResetConfirmBody } from '@lebe/domain';
import { FormContainer } from '../../../components/ui/form-container';
import { Message } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { confirmationMismatch, useFieldAction, useFormFields } from '../../../hooks/use-field-errors';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { confirmPasswordReset } from '../api/password-reset';
import { NewPasswordFields } from './account-fields';

/** Sets a new password with the token of a reset link (/resetpassword#token): it works once. */
export function ResetPasswordScreen() {
  usePageTitle('Choose a new password');
  const token = useLocation().hash.replace(/^#/, '');
  const { form, fields, input } = useFormFields({ password: '', confirmPassword: '' });
  const [done, setDone] = useState<string | null>(null);
  const action = useFieldAction(fields, (password: string) => confirmPasswordReset(token, password));

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

  return (
    <FormContainer>
      <h1>Choose a new password</h1>
      {fields.errors.token && (
        <Message variant="danger">
          {fields.errors.token} {askAgain}.
        </Message>
      )}
      {action.alert && <Message variant="danger">{action.alert}</Message>}
      <form onSubmit={submit} noValidate>
        <NewPasswordFields input={input} label="New Password" replacing />
        <SubmitButton running={action.running}>Set new password</SubmitButton>
      </form>
    </FormContainer>
  );
}
