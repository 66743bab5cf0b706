import type { ReactNode } from 'react';
import { Loader } from './loader';

/** A form's primary button: disabled while its write runs (or `disabled`), the spinner beside it meanwhile. */
export function SubmitButton(props: { running: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <>
      <button type="submit" className="btn btn-primary" disabled={props.disabled || props.running}>
        {props.children}
      </button>
      {props.running && <Loader />}
    </>
  );
}
