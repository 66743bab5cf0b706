import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { passwordResetBody } from '@lebe/domain';
import { FormContainer } from '../../../components/ui/form-container';
import { Message } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAction } from '../../../hooks/use-request';
import { useFormFields } from '../../../hooks/use-field-errors';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { requestPasswordReset } from '../api/password-reset';
import { EmailField } from './account-fields';

/** Asks for a reset link: the answer is the same whether or not an account has the address. */
export function ForgotPasswordScreen() {
  usePageTitle('Forgot password');
  const { form, fields, input } = useFormFields({ email: '' });
  const action = useAction(requestPasswordReset);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    if (!fields.check(passwordResetBody, form)) return;
    const answer = await action.run(form.email);
    if (answer) setSent(answer.message);
  };

  return (
    <FormContainer>
      <h1>Forgot your password?</h1>
      <p>Enter the email of your account and we will send it a link to choose a new password.</p>
      {sent && <Message variant="success">{sent}</Message>}
      {action.error && <Message variant="danger">{action.error}</Message>}
      <form onSubmit={submit} noValidate>
        <EmailField input={input} />
        <SubmitButton running={action.running}>Send reset link</SubmitButton>
      </form>
      <p className="form-footer">
        Remembered it? <Link to={paths.login.href()}>Sign In</Link>
      </p>
    </FormContainer>
  );
}
