import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../../src/pages/NotFoundPage';
import { renderShell } from './renderShell';

describe('NotFoundPage', () => {
  afterEach(() => vi.useRealTimers());

  it('says the page is missing and goes home after 1500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderShell(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByText('Redirecting home page...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('home page')).toBeInTheDocument();
  });
});
