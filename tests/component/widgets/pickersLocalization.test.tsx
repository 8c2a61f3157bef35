import { render, screen } from '@testing-library/react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import { applyFormattingLocale } from '../../../src/i18n/formattingLocale';
import { PickersLocalization, pickersLocaleText } from '../../../src/widgets/PickersLocalization';

async function renderIn(locale: string) {
  await applyFormattingLocale(locale);
  const i18nProvider = polyglotI18nProvider(() => ({}) as TranslationMessages, locale, [{ locale, name: locale }], { allowMissing: true });
  return render(
    <I18nContextProvider value={i18nProvider}>
      <PickersLocalization>
        <DateTimePicker open value={dayjs('2026-03-15T10:30:00')} views={['year', 'month', 'day']} />
      </PickersLocalization>
    </I18nContextProvider>,
  );
}

describe('date pickers in the console language', () => {
  it('has a locale pack for every translated console language and none for English', () => {
    const cancel = new Set<string>();
    for (const locale of ['de', 'fr', 'tr', 'ro', 'hr', 'ru']) cancel.add(pickersLocaleText(locale)?.cancelButtonLabel ?? '');
    expect(cancel.size).toBe(6);
    expect(cancel).not.toContain('');
    expect(pickersLocaleText('en')).toBeUndefined();
    expect(pickersLocaleText('pseudo')).toBeUndefined();
  });

  it('labels the picker and its buttons in German', async () => {
    await renderIn('de');
    expect(await screen.findByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Datum auswählen/).length).toBeGreaterThan(0);
  });

  it('keeps English for English', async () => {
    await renderIn('en');
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
