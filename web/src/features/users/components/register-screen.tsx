import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormContainer } from '../../../components/ui/form-container';
import { Message } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { registerBody } from '@lebe/domain';
import { confirmationMismatch, useFieldAction, useFormFields } from '../../../hooks/use-field-errors';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { redirectTarget } from './login-screen';
import { NameAndEmailFields, NewPasswordFields } from './account-fields';

export function RegisterScreen() {
  usePageTitle('Create Account');
  const { userInfo, register } = useAuth();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(search);
  const { form, fields, input } = useFormFields({ name: '', email: '', password: '', confirmPassword: '' });
  const action = useFieldAction(fields, register);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: a mismatch is said and nothing is submitted; so is anything the contract refuses.
    const mismatch = confirmationMismatch(form.password, form.confirmPassword);
    if (!fields.check(registerBody, form, mismatch)) return;
    if (await action.run(form.name, form.email, form.password)) navigate(target);
  };
  if (userInfo && !action.running && !action.success) return <Navigate to={target} replace />;

  return (
    <FormContainer>
      <h1>Create Account</h1>
      {action.alert && <Message variant="danger">{action.alert}</Message>}
      <form onSubmit={submit} noValidate>
        <NameAndEmailFields input={input} />
        <NewPasswordFields input={input} />
        <SubmitButton running={action.running}>Create Account</SubmitButton>
      </form>
      <p className="form-footer">
        Have an account? <Link to={paths.login.href(target)}>Sign In</Link>
      </p>
    </FormContainer>
  );
}
