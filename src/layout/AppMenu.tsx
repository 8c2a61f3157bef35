import HomeIcon from '@mui/icons-material/Home';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/types';
import { generatedResources } from '../generated/registry';
import { visibleItems } from './menuItems';

/** Long labels (translations) wrap instead of being cut off. */
const MENU_SX = { '& .MuiMenuItem-root, & .MuiTypography-root': { whiteSpace: 'normal' } } as const;

/** The side menu: Home, then the screens the user's role and flags allow. */
export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Menu sx={MENU_SX}>
      <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {visibleItems(generatedResources, permissions).map((resource) => (
        <Menu.Item
          key={resource.name}
          to={resource.route}
          primaryText={translate(`resources.${resource.name}.name`, { smart_count: 2 })}
          leftIcon={<ViewListIcon />}
        />
      ))}
    </Menu>
  );
}
