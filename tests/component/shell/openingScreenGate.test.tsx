import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../../../src/resource-ui/lazyNamed';
import { preloadOpeningScreen, useOpeningScreenLoaded } from '../../../src/shell/openingList';

/** A screen module that loads when `release` is called. */
function deferredScreen(text: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Screen = () => <p>{text}</p>;
  const component = lazyNamed(async () => {
    await gate;
    return { Screen };
  }, 'Screen');
  return { component, release: () => release() };
}

/** A Suspense fallback that counts how often it was shown. */
function countedFallback() {
  const shown = { count: 0 };
  function Fallback() {
    shown.count++;
    return <p>fallback</p>;
  }
  return { Fallback, shown };
}

function Gate({ children }: { children: React.ReactNode }) {
  return useOpeningScreenLoaded() ? children : <p>waiting</p>;
}

describe('a lazily loaded screen', () => {
  it('renders at once, without its fallback, once its module has loaded', async () => {
    const { component: Screen, release } = deferredScreen('the list');
    const loading = Screen.preload();
    release();
    await loading;
    const { Fallback, shown } = countedFallback();
    render(
      <Suspense fallback={<Fallback />}>
        <Screen />
      </Suspense>,
    );
    // The first render already shows the screen: the fallback never rendered.
    expect(screen.getByText('the list')).toBeTruthy();
    expect(shown.count).toBe(0);
  });

  it('suspends while its module loads, then shows it', async () => {
    const { component: Screen, release } = deferredScreen('the betslips');
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('the betslips')).toBeTruthy();
  });
});

describe('useOpeningScreenLoaded', () => {
  it('holds the content back until the preloaded opening screen is in, which then renders without suspending', async () => {
    const { component: Screen, release } = deferredScreen('players');
    expect(preloadOpeningScreen({ pathname: '/players' }, { players: Screen })).toBe('players');
    const { Fallback, shown } = countedFallback();
    render(
      <Suspense fallback={<Fallback />}>
        <Gate>
          <Screen />
        </Gate>
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('players')).toBeTruthy();
    expect(shown.count).toBe(0);
  });

  it('is open at once when the route has no preloaded screen', () => {
    expect(preloadOpeningScreen({ pathname: '/home' }, {})).toBeUndefined();
    render(
      <Gate>
        <p>home</p>
      </Gate>,
    );
    expect(screen.getByText('home')).toBeTruthy();
  });
});
