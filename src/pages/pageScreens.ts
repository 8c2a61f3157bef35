/**
 * Hand-written pages with a place in the side menu (their place and audience are in
 * `src/layout/pageMenu.ts`): the menu shows them beside the resource screens, labelled
 * `resources.<name>.name`, and the console routes them inside the layout.
 */
import type { ComponentType } from 'react';
import { lazyNamed } from '../resource-ui/lazyNamed';

/** A page of the menu: its catalogue name, its route and its component (loaded when first shown). */
export interface PageScreen {
  name: string;
  route: string;
  component: ComponentType;
}

export const PAGE_SCREENS: readonly PageScreen[] = [
  { name: 'settings', route: '/settings', component: lazyNamed(() => import('./central/settings/OperatorSettingsPage'), 'OperatorSettingsPage') },
  { name: 'system', route: '/system', component: lazyNamed(() => import('./central/settings/SystemPage'), 'SystemPage') },
];
