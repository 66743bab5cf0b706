import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormContainer } from '../../../components/ui/form-container';
import { FormField } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction } from '../../../hooks/use-request';
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
  const [localError, setLocalError] = useState<string | null>(null);
  const action = useAction(register);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.confirmPassword) {
      setLocalError('Passwords do not match');
      return;
    }
    setLocalError(null);
    if (await action.run(form.name, form.email, form.password)) navigate(target);
  };
  if (userInfo && !action.running && !action.success) return <Navigate to={target} replace />;

  const field = (name: keyof typeof form, label: string, type: string, autoComplete: string, placeholder: string) => (
    <FormField
      id={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      required
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
    />
  );

  return (
    <FormContainer>
      <h1>Create Account</h1>
      {localError && <Message variant="danger">{localError}</Message>}
      {action.error && <Message variant="danger">{action.error}</Message>}
      <form onSubmit={submit}>
        {field('name', 'Name', 'text', 'name', 'Enter name')}
        {field('email', 'Email Address', 'email', 'email', 'Enter email')}
        {field('password', 'Password', 'password', 'new-password', 'Enter password')}
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
