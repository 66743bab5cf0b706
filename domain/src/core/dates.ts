/**
 * Dates and times as both apps write them (issue 36): one style, in the reader's own locale (the browser's;
 * "28 Nov 2026, 15:52" in en-GB, "Nov 28, 2026, 3:52 PM" in en-US), so the learner app and the console agree.
 */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A moment (ISO text, epoch milliseconds or a Date) as date and time. */
export const dateTimeText = (value: string | number | Date) => dateTime.format(new Date(value));
/** A moment as its date alone. */
export const dateText = (value: string | number | Date) => date.format(new Date(value));
