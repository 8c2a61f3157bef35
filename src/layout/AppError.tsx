import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { readFlags } from '../flags/flags';
import { takeUnhandled } from '../shell/unhandledErrors';

/**
 * Page for unexpected errors (000 §2): "An error has occurred", the message, a home link; for
 * debug mode and testers (the beta flag) the error in full, with its stack.
 */
export function AppError({ error, resetErrorBoundary }: { error?: Error; resetErrorBoundary?: () => void }) {
  const translate = useTranslate();
  const flags = readFlags();
  const full = (flags.debug || flags.beta) && error?.stack;
  return (
    <Box role="alert" sx={{ p: 4 }}>
      <Typography variant="h5" gutterBottom>
        {translate('app.error.title')}
      </Typography>
      {error?.message ? <Typography gutterBottom>{translate(error.message, { _: error.message })}</Typography> : null}
      {full ? (
        <Box
          component="pre"
          data-testid="error-stack"
          sx={{ whiteSpace: 'pre-wrap', fontSize: 12, bgcolor: 'action.hover', p: 2, overflow: 'auto' }}
        >
          {error.stack}
        </Box>
      ) : null}
      <Link
        component={RouterLink}
        to="/"
        onClick={() => {
          takeUnhandled();
          resetErrorBoundary?.();
        }}
      >
        {translate('app.error.home')}
      </Link>
    </Box>
  );
}
