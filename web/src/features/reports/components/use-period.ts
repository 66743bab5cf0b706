import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { utcDay, periodFrom, periodParams, type Period } from '../period';

/** The report's period kept in the query string (a link or a reload shows the same one), and how to change it. */
export function usePeriod() {
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => periodFrom(search, utcDay(new Date())), [search]);
  const setPeriod = (next: Period) => {
    const params = new URLSearchParams(search);
    for (const key of ['period', 'from', 'to']) params.delete(key);
    for (const [key, value] of Object.entries(periodParams(next))) params.set(key, value);
    setSearch(params);
  };
  return { period, params: periodParams(period), setPeriod, search, setSearch };
}
