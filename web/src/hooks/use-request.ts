import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';

export interface RequestState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/**
 * Runs `load` when `key` changes and holds its request / success / fail states (SPEC §4). A newer
 * request wins over a slower older one.
 */
export function useRequest<T>(load: () => Promise<T>, key: unknown[]): RequestState<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({
    data: null,
    loading: true,
    error: null,
  });
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    const id = ++latest.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    loader.current().then(
      (data) => id === latest.current && setState({ data, loading: false, error: null }),
      (error) => id === latest.current && setState({ data: null, loading: false, error: errorMessage(error) }),
    );
    // The caller's key says when to reload; `load` itself is read through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...key, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}

/** A write's states: running, its error, and a success flag the screen may reset. */
export function useAction<A extends unknown[], T>(action: (...args: A) => Promise<T>) {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<T | undefined> => {
      setRunning(true);
      setError(null);
      setSuccess(false);
      try {
        const result = await action(...args);
        setSuccess(true);
        return result;
      } catch (e) {
        setError(errorMessage(e));
        return undefined;
      } finally {
        setRunning(false);
      }
    },
    [action],
  );
  const reset = useCallback(() => {
    setError(null);
    setSuccess(false);
  }, []);
  return { run, running, error, success, reset, setError };
}
