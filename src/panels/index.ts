/**
 * The hand-written row panels a resource names in `list.expand.panel`; generated lists import them
 * from here. Each loads as its own chunk when a row first opens it (the statistics panel brings
 * the charts library), with a progress bar meanwhile.
 */
import { createElement, type ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { PanelProps } from '../resource-ui/types';
import { lazyWithFallback } from '../resource-ui/lazyWithFallback';

const loading = createElement(LinearProgress, { 'aria-busy': true });

/** Panel component by the name a declaration uses. */
export const panels = {
  BetRowsPanel: lazyWithFallback(() => import('./BetRowsPanel'), 'BetRowsPanel', loading),
  BonusHistoryPanel: lazyWithFallback(() => import('./BonusHistoryPanel'), 'BonusHistoryPanel', loading),
  KycDocumentsPanel: lazyWithFallback(() => import('./KycDocumentsPanel'), 'KycDocumentsPanel', loading),
  ManagerCredentialsPanel: lazyWithFallback(() => import('./ManagerCredentialsPanel'), 'ManagerCredentialsPanel', loading),
  PaymentBonusPanel: lazyWithFallback(() => import('./PaymentBonusPanel'), 'PaymentBonusPanel', loading),
  PreviousAccountsPanel: lazyWithFallback<PanelProps, 'PreviousAccountsPanel'>(
    () => import('./PreviousAccountsPanel'),
    'PreviousAccountsPanel',
    loading,
  ),
  PlayerStatisticsPanel: lazyWithFallback(() => import('../pages/statistics/PlayerStatisticsPanel'), 'PlayerStatisticsPanel', loading),
  SpotInvoicePanel: lazyWithFallback(() => import('../pages/spot/SpotInvoicePanel'), 'SpotInvoicePanel', loading),
  SpotFilePanel: lazyWithFallback(() => import('../pages/spot/SpotFilePanel'), 'SpotFilePanel', loading),
  SpotTaxRatesPanel: lazyWithFallback(() => import('../pages/spot/SpotTaxRatesPanel'), 'SpotTaxRatesPanel', loading),
} satisfies Record<string, ComponentType<PanelProps>>;
