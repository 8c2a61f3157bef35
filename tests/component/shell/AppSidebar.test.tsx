import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSidebar } from '../../../src/layout/AppSidebar';
import { renderShell } from './renderShell';

/** Sets where the window is scrolled to and says so, as the browser does. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  fireEvent.scroll(window);
}

/** The sidebar around a stand-in menu, on the players page. */
const renderSidebar = () =>
  renderShell(
    <AppSidebar>
      <nav>menu items</nav>
    </AppSidebar>,
    { path: '/players' },
  );

describe('AppSidebar', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('names the menu it holds, for the drawer a phone shows over the page', async () => {
    renderSidebar();
    const menu = await screen.findByLabelText('Menu');
    expect(menu).toHaveTextContent('menu items');
  });

  it('moves up while the page scrolls down (the app bar slides away), and back when it scrolls up, reading no position while it mounts', async () => {
    const position = vi.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { configurable: true, get: position });
    renderSidebar();
    const menu = await screen.findByText('menu items');
    const drawer = menu.closest('.RaSidebar-docked');
    expect(menu.parentElement).toHaveClass('RaSidebar-fixed');
    expect(drawer).toHaveClass('RaSidebar-open');
    expect(drawer).not.toHaveClass('RaSidebar-appBarCollapsed');
    expect(position).not.toHaveBeenCalled();

    act(() => scrollTo(60));
    expect(drawer).not.toHaveClass('RaSidebar-appBarCollapsed');
    act(() => scrollTo(300));
    expect(drawer).toHaveClass('RaSidebar-appBarCollapsed');
    act(() => scrollTo(250));
    expect(drawer).not.toHaveClass('RaSidebar-appBarCollapsed');
  });
});
