import HomeIcon from '@mui/icons-material/Home';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/types';
import { generatedResources } from '../generated/registry';
import { MenuGroup } from './MenuGroup';
import { MenuIcon } from './menuIcons';
import { visibleGroups } from './menuItems';

/** Long labels (translations) wrap instead of being cut off. */
const MENU_SX = { '& .MuiMenuItem-root, & .MuiTypography-root': { whiteSpace: 'normal' } } as const;

/**
 * The side menu (000 §2): Home, then the spec's groups (Players, Statistics, the beta operator
 * items, the central group) with the screens the user's role and flags allow, each with its icon.
 */
export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Menu sx={MENU_SX}>
      <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {visibleGroups(generatedResources, permissions).map(({ group, entries }) => (
        <MenuGroup key={group.id} group={group}>
          {entries.map(({ item, screen }) => (
            <Menu.Item
              key={screen.name}
              to={screen.route}
              primaryText={translate(`resources.${screen.name}.name`, { smart_count: 2 })}
              leftIcon={<MenuIcon name={item.icon} />}
            />
          ))}
        </MenuGroup>
      ))}
    </Menu>
  );
}
