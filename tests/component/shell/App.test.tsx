import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';

describe('App', () => {
  it('uses path routes and sends signed-out users to /auth/login', async () => {
    window.history.pushState({}, '', '/players');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(window.location.hash).toBe('');
  });
});
