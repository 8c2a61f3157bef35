import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { ConsoleView, STAFF_VIEWS, type RoleAccess } from '../../../resources/roles';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { RoleScreens } from './RoleScreens';
import { useRoles } from './useRoles';

/** The role's summary line: its accounts and how much it may do, or what its kind means. */
function summary(role: RoleAccess, translate: ReturnType<typeof useTranslate>): string {
  if (role.screens.length === 0) return translate(`app.roles.kinds.${role.kind}`);
  const changes = role.screens.reduce((total, screen) => total + screen.actions.length, 0);
  return translate('app.roles.summary', { screens: role.screens.length, changes, accounts: role.accounts });
}

/**
 * `/roles` (beta operator item, 000 §2): the roles of 000 §3, each with what it may do in this
 * console, as the server derives it from the screens' declarations (`GET {op}/roles`): the account
 * roles with their accounts, the views they work in, and per screen the views and the changes
 * allowed; the other roles say what they stand for (visitors, players, no console account).
 */
export function RolesPage() {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { data, error, isPending, refetch } = useRoles();
  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 2, contain: 'inline-size' }} data-testid="roles-page">
      <Title title={translate('app.menu.pages.roles')} />
      <Typography variant="h6" component="h1">
        {translate('app.menu.pages.roles')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.roles.intro')}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('app.list.retry')}
            </Button>
          }
        >
          {translate('app.list.loadFailed', { error: error instanceof Error ? error.message : String(error) })}
        </Alert>
      ) : isPending || !data ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <Box>
          {data.map((role) => (
            <Accordion key={role.role} disableGutters data-testid={`role-${role.role}`}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0.5, sm: 2 }}
                  alignItems={{ sm: 'center' }}
                  sx={{ width: '100%', pr: 1 }}
                >
                  <Typography sx={{ fontWeight: 500, minWidth: { sm: 240 } }}>{enumLabel('role', role.role)}</Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={enumLabel('roleKind', role.kind)}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  />
                  <Typography variant="body2" color="text.secondary" data-testid={`role-summary-${role.role}`}>
                    {summary(role, translate)}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <Stack spacing={1.5}>
                  <Typography variant="body2">{translate(`app.roles.descriptions.${role.role}`)}</Typography>
                  {role.holders.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.roles.worksIn', {
                        views: ConsoleView.options
                          .filter((view) => role.holders.every((holder) => STAFF_VIEWS[holder].includes(view)))
                          .map((view) => enumLabel('consoleView', view))
                          .join(', '),
                      })}
                    </Typography>
                  )}
                  {role.screens.length > 0 && <RoleScreens screens={role.screens} />}
                </Stack>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Stack>
  );
}
