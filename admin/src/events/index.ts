import { lazy } from 'react';
import EventIcon from '@mui/icons-material/HistoryOutlined';
import { pageRoute } from '../shared/spec-routes';

// Loaded when first shown: the console's first screen carries only the list it opens on.
const EventList = lazy(() => import('./event-list').then((m) => ({ default: m.EventList })));
const EventShow = lazy(() => import('./event-show').then((m) => ({ default: m.EventShow })));
const EventCatalogue = lazy(() => import('./catalogue').then((m) => ({ default: m.EventCatalogue })));
const StreamScreen = lazy(() => import('./stream-screen').then((m) => ({ default: m.StreamScreen })));

/**
 * The log browsed by stream, type and time, one event's page, and the pages that are not a resource: the
 * catalogue (/admin/eventcatalogue) and one stream's history (/admin/streams/{stream}).
 */
export default {
  name: 'events',
  icon: EventIcon,
  options: { label: 'Events' },
  list: EventList,
  show: EventShow,
  routes: [pageRoute('/eventcatalogue', EventCatalogue), pageRoute('/streams/:stream', StreamScreen)],
};
