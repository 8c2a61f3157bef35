import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { RoleAccess } from '../../../resources/roles';
import type { Permissions } from '../../auth/types';
import { canSee, isMenuRoute } from '../../layout/menuItems';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';

export interface RoleScreensProps {
  screens: RoleAccess['screens'];
}

/**
 * The screens a role may open, with the views it may open them in and the changes it may make
 * there (or "read only"); a screen of the menu that the user may open links to it.
 */
export function RoleScreens({ screens }: RoleScreensProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Table size="small" sx={{ '& td': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.roles.screen')}</TableCell>
          <TableCell>{translate('app.roles.views')}</TableCell>
          <TableCell>{translate('app.roles.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {screens.map((screen) => {
          const name = translate(`resources.${screen.resource}.name`, { smart_count: 2 });
          return (
            <TableRow key={screen.resource} data-testid={`role-screen-${screen.resource}`}>
              <TableCell>
                {isMenuRoute(screen.route) && canSee(screen.route, permissions) ? (
                  <Link component={RouterLink} to={screen.route}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                  {screen.views.map((view) => (
                    <Chip key={view} size="small" variant="outlined" label={enumLabel('consoleView', view)} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                {screen.actions.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.roles.readOnly')}
                  </Typography>
                ) : (
                  <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                    {/* A bulk action and its record action may share a label (Change status): each label once. */}
                    {[...new Set(screen.actions.map((action) => translate(`resources.${screen.resource}.actions.${action}`)))].map(
                      (label) => (
                        <Chip key={label} size="small" label={label} />
                      ),
                    )}
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
