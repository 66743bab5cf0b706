import type { InputHTMLAttributes } from 'react';

type Props = { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>;

/** A form's labelled input (the label tied to it by id), as every form of the app shows one. */
export function FormField({ id, label, ...input }: Props) {
  return (
    <div className="form-group">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
