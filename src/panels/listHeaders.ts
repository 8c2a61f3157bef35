/** The hand-written list headers a resource names in `list.header`; generated lists import them from here. */
import type { ComponentType } from 'react';
import { ExportsHeader } from '../pages/exports/ExportsHeader';
import { LimitsLegend } from '../pages/limits/LimitsLegend';
import { QuickLinksHint } from '../pages/quickLinks/QuickLinksHint';

/** List header component by the name a declaration uses; shown between the filter bar and the table. */
export const listHeaders = {
  ExportsHeader,
  LimitsLegend,
  QuickLinksHint,
} satisfies Record<string, ComponentType>;
