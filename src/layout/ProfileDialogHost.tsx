import { Box, Dialog, Typography } from '@mui/material';
import { lazy, Suspense, useId, useMemo, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router-dom';
import { lazyNamed } from '../resource-ui/lazyNamed';

/** The parsed `open` query parameter (000 §2). */
export type OpenTarget = { kind: 'player'; playerId: string } | { kind: 'manager'; code: string } | { kind: 'login' } | undefined;

/** Parses `open`: `login`, `player-{id}`, `manager-{encoded realm:username}`. */
export function parseOpen(value: string | null): OpenTarget {
  if (!value) return undefined;
  if (value === 'login') return { kind: 'login' };
  if (value.startsWith('player-') && value.length > 7) return { kind: 'player', playerId: value.slice(7) };
  if (value.startsWith('manager-') && value.length > 8) {
    try {
      return { kind: 'manager', code: decodeURIComponent(value.slice(8)) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The query string without `open`, other parameters kept in order. */
export function withoutOpen(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('open');
  return next;
}

type PlayerProfileComponent = ComponentType<{ playerId: number | string; onClose: () => void; titleId?: string }>;

// The player popup is built in src/pages/player/PlayerProfile.tsx; a glob import keeps the shell
// building while that file does not exist.
const playerModules = import.meta.glob<{ PlayerProfile: PlayerProfileComponent }>('../pages/player/PlayerProfile.tsx');
const loadPlayer = Object.values(playerModules)[0];
const LazyPlayerProfile = loadPlayer ? lazy(async () => ({ default: (await loadPlayer()).PlayerProfile })) : undefined;

// The login modal and the manager popup load as their own chunks when first opened.
const LoginModal = lazyNamed(() => import('../pages/auth/LoginModal'), 'LoginModal');
const ManagerProfile = lazyNamed(() => import('../pages/manager/ManagerProfile'), 'ManagerProfile');

function Loading() {
  return <Typography sx={{ p: 2 }}>{useTranslate()('app.manager.loading')}</Typography>;
}

/**
 * Opens the player or manager popup named by the `open` query parameter on any page; closing
 * removes only `open` (000 §2, 001 §2 "Profile page"). The player popup is named by its header
 * title (the username); while it loads, and for the manager popup, by "Player profile" or
 * "Manager profile". `open=login` shows the login form over the page: signing in there replaces
 * the session (another account) and reloads the same page without `open`.
 */
export function ProfileDialogHost({ reload = (url: string) => window.location.replace(url) }: { reload?: (url: string) => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const target = useMemo(() => parseOpen(params.get('open')), [params]);
  const close = () => setParams(withoutOpen(params), { replace: false });
  if (!target) return null;
  if (target.kind === 'login') {
    const rest = withoutOpen(params).toString();
    const here = `${pathname}${rest ? `?${rest}` : ''}`;
    return (
      <Suspense fallback={null}>
        <LoginModal open onClose={close} redirectTo={here} onSuccess={() => reload(here)} />
      </Suspense>
    );
  }
  const fallbackName = translate(target.kind === 'player' ? 'app.popup.player' : 'app.popup.manager');
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="lg"
      // A name from aria-labelledby wins; until the title element exists, the paper's aria-label names it.
      aria-labelledby={target.kind === 'player' ? titleId : undefined}
      slotProps={{ paper: { 'aria-label': fallbackName } }}
    >
      {target.kind === 'player' ? (
        LazyPlayerProfile ? (
          <Suspense fallback={<Loading />}>
            <LazyPlayerProfile playerId={target.playerId} onClose={close} titleId={titleId} />
          </Suspense>
        ) : (
          <Box sx={{ p: 2 }}>
            <Typography>{translate('app.popup.playerUnavailable', { id: target.playerId })}</Typography>
          </Box>
        )
      ) : (
        <Suspense fallback={<Loading />}>
          <ManagerProfile managerCode={target.code} onClose={close} />
        </Suspense>
      )}
    </Dialog>
  );
}
