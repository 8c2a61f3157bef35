import { Box, Card, CardContent, Typography } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useAuthState, useTranslate } from 'react-admin';
import { LoginForm } from './LoginForm';

/** The public login page at /auth/login; signed-in users go home. */
export function LoginPage() {
  const translate = useTranslate();
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (!isPending && authenticated) return <Navigate to="/" replace />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default' }}>
      <Card sx={{ width: 380, maxWidth: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.title')}
          </Typography>
          <Typography variant="subtitle1" gutterBottom>
            {translate('app.login.title')}
          </Typography>
          <LoginForm />
        </CardContent>
      </Card>
    </Box>
  );
}
