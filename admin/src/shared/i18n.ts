import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/**
 * react-admin's English messages where the console speaks as the product does: short, plain sentences (the
 * learner app says "No questions yet." and "Something went wrong. Please try again."), and the spec's own texts
 * (SPEC §2 Shared: a spinner with 'Loading...').
 */
const overrides: Record<string, string> = {
  'ra.page.loading': 'Loading...',
  'ra.page.empty': 'No %{name} yet.',
  'ra.page.invite': 'New ones will show here.',
  'ra.page.not_found': 'Page not found',
  'ra.message.not_found': 'This page does not exist. Check the address, or choose a page from the menu.',
  'ra.page.error': 'Something went wrong',
  'ra.message.error': 'Something went wrong. Please try again.',
  'ra.navigation.no_results': 'Nothing found.',
  'ra.navigation.no_filtered_results': 'Nothing matches this search and these filters.',
  'ra.navigation.clear_filters': 'Clear the search and filters',
  'ra.notification.updated': 'Your changes were saved.',
  'ra.notification.created': 'Created.',
  'ra.notification.deleted': 'Deleted.',
  'ra.notification.item_doesnt_exist': 'This record no longer exists.',
  'ra.notification.http_error': 'Something went wrong. Please try again.',
  'ra.notification.data_provider_error': 'Something went wrong. Please try again.',
  'ra.notification.canceled': 'Cancelled.',
  'ra.message.unsaved_changes': 'Your changes are not saved yet. Leave this page anyway?',
};

/** %{name} in a message is the option of that name, as react-admin's own messages are filled in. */
const fill = (message: string, options: Record<string, unknown> = {}) =>
  message.replace(/%\{(\w+)\}/g, (_, key: string) => String(options[key] ?? ''));

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) =>
    key in overrides ? fill(overrides[key], options) : defaultI18nProvider.translate(key, options),
};
