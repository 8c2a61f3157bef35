import { Box, Card } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ManagerProfile } from './manager/ManagerProfile';

/** My Account (/my-profile): the signed-in manager's profile form (the manager popup's component). */
export function MyProfilePage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.profile.title')} />
      <Card sx={{ maxWidth: 960 }}>
        <ManagerProfile />
      </Card>
    </Box>
  );
}
