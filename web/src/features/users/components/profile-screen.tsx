import { useEffect, type FormEvent } from 'react';
import {
  emailKey,
  languageName,
  maxLevel,
  measuredLevelText,
  profileBody,
  startLevel,
  type ProfileResponse,
} from '@lebe/domain';
import { FormContainer } from '../../../components/ui/form-container';
import { FormField } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useRequest } from '../../../hooks/use-request';
import { confirmationMismatch, useFieldAction, useFormFields } from '../../../hooks/use-field-errors';
import { getProfile, updateProfile } from '../api/profile';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { NameAndEmailFields, NewPasswordFields } from './account-fields';

/**
 * Each language the learner practises or was measured in: the practice level (their highest reached) and the
 * measured level in plain words (issue 35), which informs and never moves the practice level.
 */
function YourLevels({ profile }: { profile: ProfileResponse }) {
  const ability = profile.ability ?? {};
  const ids = [...new Set([...Object.keys(profile.userLevels), ...Object.keys(ability)])];
  return (
    <section className="profile-levels" aria-labelledby="profile-levels-title">
      <h2 id="profile-levels-title">Your levels</h2>
      {ids.length === 0 ? (
        <p>Practise a language to see your level in it here.</p>
      ) : (
        <ul>
          {ids.sort().map((id) => (
            <li key={id}>
              <strong>{languageName(id)}</strong>: practice level {profile.userLevels[id] || startLevel(id)}
              {ability[id] ? ` · ${measuredLevelText(ability[id], maxLevel(id))}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const empty = { name: '', email: '', currentPassword: '', password: '', confirmPassword: '' };

export function ProfileScreen() {
  usePageTitle('Profile');
  const { userInfo, updateUserInfo } = useAuth();
  const profile = useRequest(getProfile, [userInfo?._id]);
  const { form, setForm, fields, input } = useFormFields(empty);
  const update = useFieldAction(fields, updateProfile);

  useEffect(() => {
    if (profile.data) setForm((f) => ({ ...f, name: profile.data!.name, email: profile.data!.email }));
  }, [profile.data, setForm]);

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
    const extra = { ...confirmationMismatch(form.password, form.confirmPassword) };
    if (sensitive && !form.currentPassword)
      extra.currentPassword = 'Enter your current password to change your password or email';
    if (!fields.check(profileBody, body, extra)) return;
    const updated = await update.run(body);
    if (updated) {
      updateUserInfo(updated);
      setForm((f) => ({ ...f, currentPassword: '', password: '', confirmPassword: '' }));
    }
  };

  return (
    <FormContainer>
      <h1>User Profile</h1>
      {update.alert && <Message variant="danger">{update.alert}</Message>}
      {profile.error && <Message variant="danger">{profile.error}</Message>}
      {update.success && <Message variant="success">Profile Updated</Message>}
      {profile.loading ? (
        <Loader />
      ) : (
        <form onSubmit={submit} noValidate>
          <NameAndEmailFields input={input} />
          <NewPasswordFields input={input} replacing required={false} />
          <FormField
            {...input('currentPassword')}
            label="Current Password"
            type="password"
            autoComplete="current-password"
            placeholder="Enter current password"
            hint="Needed to change your email or password."
          />
          <SubmitButton running={update.running}>Update</SubmitButton>
        </form>
      )}
      {profile.data && <YourLevels profile={profile.data} />}
    </FormContainer>
  );
}
