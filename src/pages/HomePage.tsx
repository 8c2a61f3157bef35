import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { HomeFaq } from './HomeFaq';
import { HomeSummary } from './home/HomeSummary';
import { MonitoringDashboards } from './monitoring/MonitoringDashboards';

/**
 * Home (`/` and `/home`), the start of the day: a greeting, the queues that need a person and the
 * figures of the operator (HomeSummary), the monitoring dashboards (central managers) and the FAQ
 * (`/home#faq`).
 */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.home.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <HomeSummary />
      <MonitoringDashboards />
      <HomeFaq />
    </Box>
  );
}
