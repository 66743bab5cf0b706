import type { InputHTMLAttributes } from 'react';

type Props = {
  id: string;
  label: string;
  /** The rule of the field, shown under it before anything goes wrong (e.g. a password's length). */
  hint?: string;
  /** What is wrong with the value, in plain words, shown next to the field and read out with it. */
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>;

/** A form's labelled input (the label tied to it by id), with its rule and its message, as every form of the app shows one. */
export function FormField({ id, label, hint, error, ...input }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-group has-error' : 'form-group'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
