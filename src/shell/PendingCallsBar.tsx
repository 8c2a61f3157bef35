import { LinearProgress } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { pendingCalls, type PendingCalls } from '../data/pendingCalls';

/**
 * The global progress indicator (000 §4): a thin bar along the top of the page while the
 * pending-call tracker counts at least one loading request.
 *
 * @example
 * <PendingCallsBar />
 */
export function PendingCallsBar({ tracker = pendingCalls }: { tracker?: PendingCalls }) {
  const translate = useTranslate();
  const count = useSyncExternalStore(tracker.subscribe, tracker.count, tracker.count);
  if (count <= 0) return null;
  return (
    <LinearProgress
      data-testid="pending-calls"
      aria-label={translate('ra.page.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
