import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormContainer } from '../../../components/ui/form-container';
import { FormField } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAction } from '../../../hooks/use-request';
import { useFormFields } from '../../../hooks/use-field-errors';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { takeSignedOutReason } from '../../../lib/storage';
import { EmailField } from './account-fields';

/** Where to go after signing in: the redirect query when it is a path of this site, else /. */
export function redirectTarget(search: URLSearchParams) {
  const redirect = search.get('redirect');
  if (!redirect) return '/';
  const path = redirect.startsWith('/') ? redirect : `/${redirect}`;
  return path.startsWith('//') ? '/' : path;
}

export function LoginScreen() {
  usePageTitle('Sign In');
  const { userInfo, login } = useAuth();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { form, input } = useFormFields({ email: '', password: '' });
  const target = redirectTarget(search);
  const action = useAction(login);
  // Why the last session ended (a bad or expired token, SPEC §8): said once, here.
  const [signedOutBecause] = useState(takeSignedOutReason);

  const go = (path: string) => (path.startsWith(paths.admin.root) ? window.location.assign(path) : navigate(path));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await action.run(form.email, form.password)) go(target);
  };
  // A signed-in learner sent back from the console is not an admin: stay here and say so.
  const refusedAdmin = Boolean(userInfo && !userInfo.isAdmin && target.startsWith(paths.admin.root));
  if (userInfo && !action.running && !action.success && !refusedAdmin) {
    if (target.startsWith(paths.admin.root)) {
      window.location.assign(target);
      return <Loader />;
    }
    return <Navigate to={target} replace />;
  }

  return (
    <FormContainer>
      <h1>Sign In</h1>
      {signedOutBecause && !action.error && (
        <Message variant="danger">
          {signedOutBecause}. Your session has ended, so you were signed out: please sign in again.
        </Message>
      )}
      {refusedAdmin && <Message variant="danger">Not authorized as an admin. Sign in with an admin account.</Message>}
      {action.error && <Message variant="danger">{action.error}</Message>}
      <form onSubmit={submit} noValidate={false}>
        <EmailField input={input} />
        <FormField
          {...input('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter password"
          required
        />
        <p className="form-aside">
          <Link to={paths.forgotPassword.href()}>Forgot password?</Link>
        </p>
        <SubmitButton running={action.running}>Sign In</SubmitButton>
      </form>
      <p className="form-footer">
        New here? <Link to={paths.register.href(target)}>Create Account</Link>
      </p>
    </FormContainer>
  );
}
