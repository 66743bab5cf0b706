import { useBasename } from 'react-admin';

/** The console's address of one stream's history (/admin/streams/{stream}). */
export function useStreamPath() {
  const basename = useBasename();
  return (stream: string) => `${basename}/streams/${encodeURIComponent(stream)}`;
}
