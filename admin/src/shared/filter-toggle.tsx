import { useState, type ReactElement } from 'react';
import { Button } from 'react-admin';

/**
 * SPEC §2: a filter panel toggled by Show Filters. The panel's inputs are always on while shown; the
 * keyword search stays. Hiding the panel keeps the filters applied (they stay visible in the URL).
 */
export function useFilterToggle(always: ReactElement[], panel: ReactElement[]) {
  const [shown, setShown] = useState(false);
  const button = (
    <Button key="toggle" label={shown ? 'Hide Filters' : 'Show Filters'} onClick={() => setShown((s) => !s)} />
  );
  return { filters: shown ? [...always, ...panel] : always, button };
}
