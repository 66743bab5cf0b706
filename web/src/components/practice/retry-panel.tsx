import { useEffect, useState } from 'react';
import { Message } from '../ui/message';

/**
 * A load that failed: what went wrong, when it is tried again by itself, and a Retry to try at once. Nothing
 * waits under a spinner: the session tries again with a growing pause and as soon as the connection returns.
 */
export function RetryPanel(props: { error: string | null; retryAt: number | null; onRetry(): void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = props.retryAt ? Math.max(0, Math.ceil((props.retryAt - now) / 1000)) : null;
  return (
    <div className="retry-panel">
      <Message variant="danger">{props.error ?? 'The question could not be loaded.'}</Message>
      <p className="retry-when" aria-live="off">
        {seconds ? `Trying again by itself in ${seconds} s.` : 'Trying again…'}
      </p>
      <button type="button" className="btn btn-primary" onClick={props.onRetry}>
        Retry
      </button>
    </div>
  );
}
