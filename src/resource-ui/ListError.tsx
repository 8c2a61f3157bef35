import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';

export interface ListErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** The message of a failed request: the server's message when it sent one. */
function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return String((error as { message?: unknown } | null)?.message ?? error);
}

/**
 * What a list shows when its request failed: the message and Retry (no table, no pager).
 *
 * @example
 * <ListError error={list.error} onRetry={list.refetch} />
 */
export function ListError({ error, onRetry }: ListErrorProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      data-testid="list-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      {translate('app.list.loadFailed', { error: messageOf(error) })}
    </Alert>
  );
}
