/** The hand-written list headers a resource names in `list.header`; generated lists import them from here. */
import type { ComponentType } from 'react';
import { LimitsLegend } from '../pages/limits/LimitsLegend';
import { lazyWithFallback } from '../resource-ui/lazyWithFallback';

/** List header component by the name a declaration uses; shown between the filter bar and the table. */
export const listHeaders = {
  LimitsLegend,
  NewsListHeader: lazyWithFallback(() => import('../pages/articles/NewsListHeader'), 'NewsListHeader', null),
  HelpCenterListHeader: lazyWithFallback(() => import('../pages/help/HelpCenterListHeader'), 'HelpCenterListHeader', null),
} satisfies Record<string, ComponentType>;
