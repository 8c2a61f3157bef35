import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';

export interface RecordLoadProblemProps {
  /** The resource whose record was asked for. */
  resource: string;
  /** How the record was asked for, as the not-found message names it ("ID 5"). */
  criteria: string;
  /** Why the load failed; none, a 404 or a 400 (an id no record can have: `/deposits/abc`) is "not found". */
  error?: unknown;
  onRetry: () => void;
  /** Whether a not-found record names the page "Not found" (false inside a popup over another page). */
  pageTitle?: boolean;
}

/**
 * Why a detail page has no record: not found by what was asked ("Withdrawal not found: ID 5"), or
 * any other failure's message with Retry. The page stays where it is.
 *
 * @example
 * <RecordLoadProblem resource="withdrawals" criteria="ID 5" error={error} onRetry={refetch} />
 */
export function RecordLoadProblem({ resource, criteria, error, onRetry, pageTitle = true }: RecordLoadProblemProps) {
  const translate = useTranslate();
  const status = (error as { status?: unknown } | null | undefined)?.status;
  if (error === undefined || error === null || status === 404 || status === 400) {
    const message = translate('app.messages.recordNotFound', {
      name: translate(`resources.${resource}.name`, { smart_count: 1 }),
      criteria,
    });
    return (
      <Box sx={{ mt: 1 }}>
        {pageTitle && <Title title={translate('ra.page.not_found')} />}
        <Alert severity="warning" data-testid="record-not-found">
          {message}
        </Alert>
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      data-testid="record-load-error"
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      {translate('app.list.recordLoadFailed', { error: error instanceof Error ? error.message : String(error) })}
    </Alert>
  );
}
