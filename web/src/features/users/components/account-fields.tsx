import type { ChangeEvent } from 'react';
import { passwordRule } from '@lebe/domain';
import { FormField } from '../../../components/ui/form-field';

/** What useFormFields' `input` gives a field of an account form. */
type Input<Name extends string> = (name: Name) => {
  id: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The e-mail address of an account, as signing in, creating an account, the profile and a reset ask for it. */
export function EmailField({ input }: { input: Input<'email'> }) {
  return (
    <FormField
      {...input('email')}
      label="Email Address"
      type="email"
      autoComplete="email"
      placeholder="Enter email"
      required
    />
  );
}

/** An account's name and e-mail address (creating an account, the profile). */
export function NameAndEmailFields({ input }: { input: Input<'name' | 'email'> }) {
  return (
    <>
      <FormField {...input('name')} label="Name" type="text" autoComplete="name" placeholder="Enter name" required />
      <EmailField input={input} />
    </>
  );
}

/**
 * A new password and its confirmation, the password rule under the first (creating an account, the profile,
 * a reset). `replacing`: the placeholders say "new", there being a password already.
 */
export function NewPasswordFields(props: {
  input: Input<'password' | 'confirmPassword'>;
  label?: string;
  replacing?: boolean;
  required?: boolean;
}) {
  const { input, label = 'Password', replacing = false, required = true } = props;
  const password = replacing ? 'new password' : 'password';
  return (
    <>
      <FormField
        {...input('password')}
        label={label}
        type="password"
        autoComplete="new-password"
        placeholder={`Enter ${password}`}
        required={required}
        hint={passwordRule}
      />
      <FormField
        {...input('confirmPassword')}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        placeholder={`Confirm ${password}`}
        required={required}
      />
    </>
  );
}
