import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/types';
import { generatedResources } from '../generated/registry';
import { visibleItems } from '../layout/menuItems';
import { HomeFaq } from './HomeFaq';
import { MonitoringDashboards } from './monitoring/MonitoringDashboards';

/**
 * Home (`/` and `/home`): a greeting, a link to every screen the user may open, the monitoring
 * dashboards (central managers) and the FAQ (`/home#faq`).
 */
export function HomePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.home.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {visibleItems(generatedResources, permissions).map((resource) => (
          <Button key={resource.name} component={Link} to={resource.route} variant="outlined">
            {translate(`resources.${resource.name}.name`, { smart_count: 2 })}
          </Button>
        ))}
      </Stack>
      <MonitoringDashboards />
      <HomeFaq />
    </Box>
  );
}
