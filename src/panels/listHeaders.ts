/** The hand-written list headers a resource names in `list.header`; generated lists import them from here. */
import type { ComponentType } from 'react';
import { LimitsLegend } from '../pages/limits/LimitsLegend';
import { ExchangeRatesHeader } from '../pages/central/exchange/ExchangeRatesHeader';
import { TranslationsToolbar } from '../pages/central/translations/TranslationsToolbar';

/** List header component by the name a declaration uses; shown between the filter bar and the table. */
export const listHeaders = {
  LimitsLegend,
  ExchangeRatesHeader,
  TranslationsToolbar,
} satisfies Record<string, ComponentType>;
