import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppSidebar } from '../../../src/layout/AppSidebar';
import { renderShell } from './renderShell';

describe('AppSidebar', () => {
  it('names the menu it holds, for the drawer a phone shows over the page', async () => {
    renderShell(
      <AppSidebar>
        <nav>menu items</nav>
      </AppSidebar>,
      { path: '/players' },
    );
    const menu = await screen.findByLabelText('Menu');
    expect(menu).toHaveTextContent('menu items');
  });
});
