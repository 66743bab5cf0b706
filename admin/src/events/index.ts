import { lazy } from 'react';
import EventIcon from '@mui/icons-material/HistoryOutlined';
import { askEarly } from '../providers/early-requests';
import { dataProvider } from '../providers/data-provider';
import { userInfo } from '../providers/session';
import { pageRoute } from '../shared/spec-routes';
import { streamFirstPage, streamOfPath } from '../shared/stream-page';

// Loaded when first shown: the console's first screen carries only the list it opens on.
const EventList = lazy(() => import('./event-list').then((m) => ({ default: m.EventList })));
const EventShow = lazy(() => import('./event-show').then((m) => ({ default: m.EventShow })));
const EventCatalogue = lazy(() => import('./catalogue').then((m) => ({ default: m.EventCatalogue })));
const loadStreamScreen = () => import('./stream-screen').then((m) => ({ default: m.StreamScreen }));
const StreamScreen = lazy(loadStreamScreen);

/**
 * A page load of a stream's history (/admin/streams/{stream}) asks for its newest page and loads its screen's code
 * at once, beside the console's first render rather than after it (issue 30: a learner's stream of 1,000 answers
 * was asked for ~0.8 s after the page loaded). Only for an admin: anyone else is sent to sign in.
 */
function early(pathname: string) {
  const stream = streamOfPath(pathname);
  if (stream === undefined || !userInfo()?.isAdmin) return;
  void loadStreamScreen();
  const page = streamFirstPage(stream);
  askEarly('events', page, () => dataProvider.getList('events', page));
}

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
  early,
};
