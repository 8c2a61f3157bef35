import { createContext, type ReactNode } from 'react';

/**
 * What a full-page list shows right under its title: the view switch of a page that shows one of
 * several lists (the reports' views), so the title stays at the top of the page. Embedded lists
 * ignore it.
 */
export const ListTabsContext = createContext<ReactNode>(null);
