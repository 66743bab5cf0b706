import type { InputHTMLAttributes } from 'react';

type Props = {
  id: string;
  label: string;
  /** The rule of the field, shown under it before anything goes wrong (e.g. a password's length). */
  hint?: string;
  /** What is wrong with the value, in plain words, shown next to the field and read out with it. */
  error?: string | null;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * What ties a field (an input, a textarea, a select, a fieldset) to its rule and its message: marked invalid,
 * and described by them, so a screen reader reads the message with the field.
 */
export function fieldAria(id: string, error?: string | null, hint?: string) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
}

/** A field's message in plain words, under the field (its id is `${id}-error`, see fieldAria). */
export function FieldMessage({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

/** A form's labelled input (the label tied to it by id), with its rule and its message, as every form of the app shows one. */
export function FormField({ id, label, hint, error, ...input }: Props) {
  return (
    <div className={error ? 'form-group has-error' : 'form-group'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...fieldAria(id, error, hint)} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
