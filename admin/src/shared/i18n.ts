import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/** react-admin's English messages, with the spec's loading text (SPEC §2 Shared: a spinner with 'Loading...'). */
const overrides: Record<string, string> = { 'ra.page.loading': 'Loading...' };

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => overrides[key] ?? defaultI18nProvider.translate(key, options),
};
