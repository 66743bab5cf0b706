import { useEffect, useState, type FormEvent } from 'react';
import { emailKey, passwordRule, profileBody } from '@lebe/domain';
import { FormContainer } from '../../../components/ui/form-container';
import { FormField } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction, useRequest } from '../../../hooks/use-request';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { getProfile, updateProfile } from '../api/profile';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';

type Form = { name: string; email: string; currentPassword: string; password: string; confirmPassword: string };
const empty: Form = { name: '', email: '', currentPassword: '', password: '', confirmPassword: '' };

export function ProfileScreen() {
  usePageTitle('Profile');
  const { userInfo, updateUserInfo } = useAuth();
  const profile = useRequest(getProfile, [userInfo?._id]);
  const [form, setForm] = useState<Form>(empty);
  const fields = useFieldErrors();
  const update = useAction(async (body: Parameters<typeof updateProfile>[0]) => {
    try {
      return await updateProfile(body);
    } catch (error) {
      fields.fromApi(error);
      throw error;
    }
  });

  useEffect(() => {
    if (profile.data) setForm((f) => ({ ...f, name: profile.data!.name, email: profile.data!.email }));
  }, [profile.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const body = {
      id: userInfo!._id,
      name: form.name,
      email: form.email,
      password: form.password || undefined,
      currentPassword: form.currentPassword || undefined,
    };
    // A new password or e-mail takes the current password (the API checks it; said here before sending).
    const sensitive = Boolean(form.password) || emailKey(form.email) !== emailKey(profile.data?.email ?? form.email);
    const extra: Record<string, string> = {};
    if (form.password !== form.confirmPassword) extra.confirmPassword = 'Passwords do not match';
    if (sensitive && !form.currentPassword)
      extra.currentPassword = 'Enter your current password to change your password or email';
    if (!fields.check(profileBody, body, extra)) return;
    const updated = await update.run(body);
    if (updated) {
      updateUserInfo(updated);
      setForm((f) => ({ ...f, currentPassword: '', password: '', confirmPassword: '' }));
    }
  };

  const field = (
    name: keyof Form,
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
      required={name === 'name' || name === 'email'}
      hint={hint}
      error={fields.errors[name]}
      value={form[name]}
      onChange={(e) => {
        setForm({ ...form, [name]: e.target.value });
        fields.clear(name);
      }}
    />
  );
  const shownAtField = Object.values(fields.errors).includes(update.error ?? '');

  return (
    <FormContainer>
      <h1>User Profile</h1>
      {update.error && !shownAtField && <Message variant="danger">{update.error}</Message>}
      {profile.error && <Message variant="danger">{profile.error}</Message>}
      {update.success && <Message variant="success">Profile Updated</Message>}
      {profile.loading ? (
        <Loader />
      ) : (
        <form onSubmit={submit} noValidate>
          {field('name', 'Name', 'text', 'name', 'Enter name')}
          {field('email', 'Email Address', 'email', 'email', 'Enter email')}
          {field('password', 'Password', 'password', 'new-password', 'Enter new password', passwordRule)}
          {field('confirmPassword', 'Confirm Password', 'password', 'new-password', 'Confirm new password')}
          {field(
            'currentPassword',
            'Current Password',
            'password',
            'current-password',
            'Enter current password',
            'Needed to change your email or password.',
          )}
          <button type="submit" className="btn btn-primary" disabled={update.running}>
            Update
          </button>
          {update.running && <Loader />}
        </form>
      )}
    </FormContainer>
  );
}
