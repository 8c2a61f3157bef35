/**
 * Wraps an i18nProvider so keys missing from the loaded catalogue fall back to the shell's
 * English catalogue (src/layout/catalogue.en.json) until the catalogue owner merges them into
 * i18n/*.json. Keys present in i18n/ always win.
 */
import type { I18nProvider } from 'ra-core';

export function withCatalogueFallback(provider: I18nProvider, fallback: Record<string, string>): I18nProvider {
  return {
    ...provider,
    translate: (key, options) => {
      const text = fallback[key];
      if (text === undefined || (options && '_' in options)) return provider.translate(key, options);
      return provider.translate(key, { ...options, _: text });
    },
  };
}
