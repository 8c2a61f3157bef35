import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** Page for unexpected errors (000 §2): "An error has occurred", the message, a home link. */
export function AppError({ error, resetErrorBoundary }: { error?: Error; resetErrorBoundary?: () => void }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 4 }}>
      <Typography variant="h5" gutterBottom>
        {translate('app.error.title')}
      </Typography>
      {error?.message ? <Typography gutterBottom>{translate(error.message, { _: error.message })}</Typography> : null}
      <Link component={RouterLink} to="/" onClick={() => resetErrorBoundary?.()}>
        {translate('app.error.home')}
      </Link>
    </Box>
  );
}
