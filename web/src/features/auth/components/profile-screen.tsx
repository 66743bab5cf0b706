import { useEffect, useState, type FormEvent } from 'react';
import { FormContainer } from '../../../components/ui/form-container';
import { FormField } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction, useRequest } from '../../../hooks/use-request';
import { getProfile, updateProfile } from '../api/profile';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';

export function ProfileScreen() {
  usePageTitle('Profile');
  const { userInfo, updateUserInfo } = useAuth();
  const profile = useRequest(getProfile, [userInfo?._id]);
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [localError, setLocalError] = useState<string | null>(null);
  const update = useAction(updateProfile);

  useEffect(() => {
    if (profile.data) setForm((f) => ({ ...f, name: profile.data!.name, email: profile.data!.email }));
  }, [profile.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    if (form.password !== form.confirmPassword) {
      setLocalError('Passwords do not match');
      return;
    }
    setLocalError(null);
    const body = { id: userInfo!._id, name: form.name, email: form.email, password: form.password || undefined };
    const updated = await update.run(body);
    if (updated) {
      updateUserInfo(updated);
      setForm((f) => ({ ...f, password: '', confirmPassword: '' }));
    }
  };

  const field = (name: keyof typeof form, label: string, type: string, autoComplete: string, placeholder: string) => (
    <FormField
      id={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      required={name === 'name' || name === 'email'}
      value={form[name]}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
    />
  );

  return (
    <FormContainer>
      <h1>User Profile</h1>
      {localError && <Message variant="danger">{localError}</Message>}
      {update.error && <Message variant="danger">{update.error}</Message>}
      {profile.error && <Message variant="danger">{profile.error}</Message>}
      {update.success && <Message variant="success">Profile Updated</Message>}
      {profile.loading ? (
        <Loader />
      ) : (
        <form onSubmit={submit}>
          {field('name', 'Name', 'text', 'name', 'Enter name')}
          {field('email', 'Email Address', 'email', 'email', 'Enter email')}
          {field('password', 'Password', 'password', 'new-password', 'Enter new password')}
          {field('confirmPassword', 'Confirm Password', 'password', 'new-password', 'Confirm new password')}
          <button type="submit" className="btn btn-primary" disabled={update.running}>
            Update
          </button>
          {update.running && <Loader />}
        </form>
      )}
    </FormContainer>
  );
}
