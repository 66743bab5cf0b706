import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LebeDataProvider } from '../providers/data-provider';

/** The event catalogue (generated from the domain's schemas), fetched once per visit to the console. */
export function useCatalogue() {
  const dataProvider = useDataProvider<LebeDataProvider>();
  return useQuery({
    queryKey: ['events', 'catalogue'],
    queryFn: () => dataProvider.getEventCatalogue(),
    staleTime: Infinity,
  });
}

/** The catalogue's meaning of one event type, for an event's own page. */
export function useEventMeaning(type: string | undefined) {
  const { data } = useCatalogue();
  return data?.find((e) => e.type === type);
}
