/**
 * The hand-written list headers a resource names in `list.header`; generated lists import them from
 * here. The report charts load as their own chunk (with the charts library) when first shown.
 */
import { createElement, type ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { LimitsLegend } from '../pages/limits/LimitsLegend';
import { NewCampaignBar } from '../pages/bonusCampaign/NewCampaignBar';
import { WithdrawalRulesHelp } from '../pages/withdrawals/WithdrawalRulesHelp';
import { WithdrawalRulesLink } from '../pages/withdrawals/WithdrawalRulesLink';
import { lazyWithFallback } from '../resource-ui/lazyWithFallback';
import { ExchangeRatesHeader } from '../pages/central/exchange/ExchangeRatesHeader';
import { TranslationsToolbar } from '../pages/central/translations/TranslationsToolbar';
import { ExportsHeader } from '../pages/exports/ExportsHeader';
import { QuickLinksHint } from '../pages/quickLinks/QuickLinksHint';

const loading = createElement(LinearProgress, { 'aria-busy': true });

/** List header component by the name a declaration uses; shown between the filter bar and the table. */
export const listHeaders = {
  ExportsHeader,
  LimitsLegend,
  NewCampaignBar,
  WithdrawalRulesHelp,
  WithdrawalRulesLink,
  ProfitLossChart: lazyWithFallback(() => import('../pages/reports/ProfitLossChart'), 'ProfitLossChart', loading),
  RevenueChart: lazyWithFallback(() => import('../pages/reports/RevenueChart'), 'RevenueChart', loading),
  SignificantEventsHeader: lazyWithFallback(() => import('../pages/reports/SignificantEventsHeader'), 'SignificantEventsHeader', loading),
  NewsListHeader: lazyWithFallback(() => import('../pages/articles/NewsListHeader'), 'NewsListHeader', null),
  HelpCenterListHeader: lazyWithFallback(() => import('../pages/help/HelpCenterListHeader'), 'HelpCenterListHeader', null),
  ExchangeRatesHeader,
  TranslationsToolbar,
  QuickLinksHint,
  // The finance product's headers load with its screens (the balance chart brings the charts library).
  SpotAccountsHeader: lazyWithFallback(() => import('../pages/spot/SpotAccountsHeader'), 'SpotAccountsHeader', loading),
  SpotBalanceChart: lazyWithFallback(() => import('../pages/spot/SpotBalanceChart'), 'SpotBalanceChart', loading),
  SpotCashFlowHeader: lazyWithFallback(() => import('../pages/spot/SpotCashFlowHeader'), 'SpotCashFlowHeader', loading),
  SpotCategoryTotals: lazyWithFallback(() => import('../pages/spot/SpotCategoryTotals'), 'SpotCategoryTotals', loading),
  SpotFileUpload: lazyWithFallback(() => import('../pages/spot/SpotFileUpload'), 'SpotFileUpload', loading),
  SpotInvoiceHeader: lazyWithFallback(() => import('../pages/spot/SpotInvoiceHeader'), 'SpotInvoiceHeader', loading),
  SpotOrganizationHeader: lazyWithFallback(() => import('../pages/spot/SpotOrganizationHeader'), 'SpotOrganizationHeader', loading),
  SpotProfitabilityChart: lazyWithFallback(() => import('../pages/spot/SpotProfitabilityChart'), 'SpotProfitabilityChart', loading),
  SpotRulesHeader: lazyWithFallback(() => import('../pages/spot/SpotRulesHeader'), 'SpotRulesHeader', loading),
} satisfies Record<string, ComponentType>;
