import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/**
 * The console's router: path-based URLs (/players rather than /#/players), with location changes
 * applied at once rather than in a React transition (`useTransitions={false}`; react-admin's own
 * router opts out too, with `v7_startTransition: false`). react-admin computes every list change (sort, page, page size, filters) from the
 * list parameters of the last rendered location; a transition leaves the address bar ahead of that
 * render for as long as the list takes to re-render, and a change made meanwhile would bring back
 * the previous parameters (a filter just cleared by Reset filters or Any).
 *
 * @example
 * <ConsoleRouter><Admin ...>...</Admin></ConsoleRouter>
 */
export function ConsoleRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}
