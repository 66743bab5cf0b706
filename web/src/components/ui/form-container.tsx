import type { ReactNode } from 'react';

export function FormContainer({ children }: { children: ReactNode }) {
  return <div className="form-container card">{children}</div>;
}
