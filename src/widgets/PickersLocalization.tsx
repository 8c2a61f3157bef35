/**
 * The date pickers' provider in the console's language: MUI X's own texts (toolbar, "OK",
 * "Cancel", field placeholders, screen-reader labels) from its locale packs, and month and weekday
 * names (and the first day of the week) from the dayjs locale that `applyFormattingLocale` loads
 * with the language. English (and the pseudo-locale) use the defaults.
 */
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, frFR, hrHR, roRO, ruRU, trTR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import { useI18nProvider } from 'ra-core';
import type { ReactNode } from 'react';
import { formattingLocale } from '../i18n/languages';

const PACKS = { de: deDE, fr: frFR, hr: hrHR, ro: roRO, ru: ruRU, tr: trTR } as const;

/** The pickers' texts for a console locale, or undefined for MUI's English defaults. */
export function pickersLocaleText(locale: string) {
  return PACKS[formattingLocale(locale) as keyof typeof PACKS]?.components.MuiLocalizationProvider.defaultProps.localeText;
}

/** The dayjs locale of the pickers: the language's, once loaded, else English. */
function adapterLocale(locale: string): string | undefined {
  const tag = formattingLocale(locale);
  return tag in PACKS && dayjs.Ls[tag] ? tag : undefined;
}

/** Wraps date pickers in a LocalizationProvider for the current console language. */
export function PickersLocalization({ children }: { children: ReactNode }) {
  const locale = useI18nProvider().getLocale();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale(locale)} localeText={pickersLocaleText(locale)}>
      {children}
    </LocalizationProvider>
  );
}
