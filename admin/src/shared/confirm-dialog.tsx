import { Confirm } from 'react-admin';

/** react-admin's confirmation dialog, as its own chunk: loaded when a row's Delete is first pressed. */
export default Confirm;
