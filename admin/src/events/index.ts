import { Route } from 'react-router-dom';
import { EventCatalogue } from './catalogue';
import { EventList, EventShow, StreamScreen } from './events';

export const eventViews = { list: EventList, show: EventShow };

/** Pages of the Events view that are not a resource: the catalogue and one stream's history. */
export const eventRoutes = [
  <Route key="/eventcatalogue" path="/eventcatalogue" element={<EventCatalogue />} />,
  <Route key="/streams" path="/streams/:stream" element={<StreamScreen />} />,
];
