import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormContainer } from '../../../components/ui/form-container';
import { FormField } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { passwordRule, registerBody } from '@lebe/domain';
import { useAction } from '../../../hooks/use-request';
import { confirmationMismatch, useFieldErrors } from '../../../hooks/use-field-errors';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { redirectTarget } from './login-screen';

export function RegisterScreen() {
  usePageTitle('Create Account');
  const { userInfo, register } = useAuth();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(search);
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const fields = useFieldErrors();
  const action = useAction(async (name: string, email: string, password: string) => {
    try {
      return await register(name, email, password);
    } catch (error) {
      fields.fromApi(error);
      throw error;
    }
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: a mismatch is said and nothing is submitted; so is anything the contract refuses.
    const mismatch = confirmationMismatch(form.password, form.confirmPassword);
    if (!fields.check(registerBody, form, mismatch)) return;
    if (await action.run(form.name, form.email, form.password)) navigate(target);
  };
  if (userInfo && !action.running && !action.success) return <Navigate to={target} replace />;

  const field = (
    name: keyof typeof form,
    label: string,
    type: string,
    autoComplete: string,
    placeholder: string,
    hint?: string,
  ) => (
    <FormField
      id={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      required
      hint={hint}
      error={fields.errors[name]}
      value={form[name]}
      onChange={(e) => {
        setForm({ ...form, [name]: e.target.value });
        fields.clear(name);
      }}
    />
  );
  const shownAtField = Object.values(fields.errors).includes(action.error ?? '');

  return (
    <FormContainer>
      <h1>Create Account</h1>
      {action.error && !shownAtField && <Message variant="danger">{action.error}</Message>}
      <form onSubmit={submit} noValidate>
        {field('name', 'Name', 'text', 'name', 'Enter name')}
        {field('email', 'Email Address', 'email', 'email', 'Enter email')}
        {field('password', 'Password', 'password', 'new-password', 'Enter password', passwordRule)}
        {field('confirmPassword', 'Confirm Password', 'password', 'new-password', 'Confirm password')}
        <button type="submit" className="btn btn-primary" disabled={action.running}>
          Create Account
        </button>
        {action.running && <Loader />}
      </form>
      <p className="form-footer">
        Have an account? <Link to={paths.login.href(target)}>Sign In</Link>
      </p>
    </FormContainer>
  );
}
