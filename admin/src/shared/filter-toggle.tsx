import type { ReactElement } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, useResourceContext, useStore } from 'react-admin';

/**
 * SPEC §2: a filter panel toggled by Show Filters. The panel's inputs are always on while shown; the keyword
 * search stays. Hiding the panel keeps the filters applied (they stay in the URL). Whether it is shown is kept
 * for the console's visit, so a filter change that moves the list to another URL, or an edit and back, keeps it.
 */
export function useFilterToggle(always: ReactElement[], panel: ReactElement[]) {
  const resource = useResourceContext();
  const [shown, setShown] = useStore(`${resource}.filtersShown`, false);
  const button = (
    <Button
      key="toggle"
      label={shown ? 'Hide Filters' : 'Show Filters'}
      aria-expanded={shown}
      onClick={() => setShown(!shown)}
    >
      <FilterListIcon />
    </Button>
  );
  return { filters: shown ? [...always, ...panel] : always, button };
}
