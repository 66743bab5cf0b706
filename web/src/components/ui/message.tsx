import type { ReactNode } from 'react';

/** An alert: the info variant by default, 'danger' (red) for errors, 'success' for confirmations. */
export function Message({
  variant = 'info',
  children,
}: {
  variant?: 'info' | 'danger' | 'success' | 'warning';
  children: ReactNode;
}) {
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
