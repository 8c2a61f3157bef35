import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** How long the 404 page waits before going home (000 §9). */
export const NOT_FOUND_REDIRECT_MS = 1500;

/** The 404 page: "Page not found", "Redirecting home page...", then / after 1.5 s. */
export function NotFoundPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Box sx={{ p: 4 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.notFound.title')}
      </Typography>
      <Typography>{translate('app.notFound.redirecting')}</Typography>
    </Box>
  );
}
