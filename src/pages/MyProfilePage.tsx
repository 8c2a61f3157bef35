import { Box, Card, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ManagerProfile } from './manager/ManagerProfile';
import { PasswordChangeCard } from './manager/PasswordChangeCard';

/** My Account (/my-profile): the signed-in manager's profile form (the manager popup's component) and the password change. */
export function MyProfilePage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.profile.title')} />
      <Stack spacing={2}>
        <Card sx={{ maxWidth: 960 }}>
          <ManagerProfile />
        </Card>
        <PasswordChangeCard />
      </Stack>
    </Box>
  );
}
