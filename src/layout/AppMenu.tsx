import HomeIcon from '@mui/icons-material/Home';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/types';
import { generatedResources } from '../generated/registry';
import { PAGE_SCREENS } from '../pages/pageScreens';
import { MenuGroup } from './MenuGroup';
import { MenuIcon } from './menuIcons';
import { visibleGroups } from './menuItems';
import { PAGES } from './pageMenu';

/** Long labels (translations) wrap instead of being cut off while the menu is wide. */
const WIDE_SX = { '& .MuiMenuItem-root, & .MuiTypography-root': { whiteSpace: 'normal' } } as const;

/** The screens the menu may list: the generated resource screens and the hand-written pages with a menu name. */
const SCREENS = [
  ...generatedResources.map(({ route, name }) => ({ route, key: name, label: `resources.${name}.name` })),
  ...PAGES.flatMap(({ route, title }) => (title ? [{ route, key: route, label: title }] : [])),
  ...PAGE_SCREENS.flatMap(({ route, label }) => (label ? [{ route, key: route, label }] : [])),
];

/**
 * The side menu (000 §2): Home, then the spec's groups (Players, Statistics, the beta operator
 * items, the central group) with the screens the user's role and flags allow, each with its icon.
 */
export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const [wide] = useSidebarState();
  return (
    <Menu sx={wide ? WIDE_SX : undefined}>
      <Menu.Item to="/" primaryText={translate('app.menu.home')} leftIcon={<HomeIcon />} />
      {visibleGroups(SCREENS, permissions).map(({ group, entries }) => (
        <MenuGroup key={group.id} group={group}>
          {entries.map(({ item, screen }) => (
            <Menu.Item
              key={screen.key}
              to={screen.route}
              primaryText={translate(screen.label, { smart_count: 2 })}
              leftIcon={<MenuIcon name={item.icon} />}
            />
          ))}
        </MenuGroup>
      ))}
    </Menu>
  );
}
