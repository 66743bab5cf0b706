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

/** A read that failed: its message in a danger alert, and a "Try again" that reads it again. */
export function LoadError({ error, onRetry }: { error: ReactNode; onRetry: () => void }) {
  return (
    <Message variant="danger">
      {error}{' '}
      <button type="button" className="btn btn-link" onClick={onRetry}>
        Try again
      </button>
    </Message>
  );
}
