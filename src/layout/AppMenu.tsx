import HomeIcon from '@mui/icons-material/Home';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/types';
import { generatedResources } from '../generated/registry';
import { PAGE_SCREENS } from '../pages/pageScreens';
import { MenuGroup } from './MenuGroup';
import { MenuIcon } from './menuIcons';
import { visibleGroups } from './menuItems';
import { PAGES } from './pageMenu';

/** The screens the menu may list: the generated ones and the hand-written pages that have a screen. */
const SCREENS = [
  ...generatedResources.map((resource) => ({ route: resource.route, title: `resources.${resource.name}.name` })),
  ...PAGES.flatMap((page) => (page.title ? [{ route: page.route, title: page.title }] : [])),
  ...PAGE_SCREENS.map((page) => ({ route: page.route, title: `resources.${page.name}.name` })),
];

/** Long labels (translations) wrap instead of being cut off while the menu is wide. */
const WIDE_SX = { '& .MuiMenuItem-root, & .MuiTypography-root': { whiteSpace: 'normal' } } as const;

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
              key={screen.route}
              to={screen.route}
              primaryText={translate(screen.title, { smart_count: 2 })}
              leftIcon={<MenuIcon name={item.icon} />}
            />
          ))}
        </MenuGroup>
      ))}
    </Menu>
  );
}
