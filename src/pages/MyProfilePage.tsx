import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

const FIELDS = [
  ['name', 'fullName'],
  ['email', 'email'],
  ['role', 'role'],
  ['operator', 'operatorCode'],
  ['status', 'status'],
  ['language', 'langCode'],
] as const;

/** My Account (/my-profile): the signed-in manager, read-only. */
export function MyProfilePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.profile.title')} />
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('app.profile.title')}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
            {FIELDS.map(([label, key]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {translate(`app.profile.${label}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {String(identity?.[key] ?? '')}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
