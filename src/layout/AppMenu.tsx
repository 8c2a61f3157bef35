import HomeIcon from '@mui/icons-material/Home';
import { useMediaQuery, type Theme } from '@mui/material';
import { useCallback } from 'react';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { Permissions } from '../auth/types';
import { generatedResources } from '../generated/registry';
import { PAGE_SCREENS } from '../pages/pageScreens';
import { MenuGroup } from './MenuGroup';
import { MenuIcon } from './menuIcons';
import { visibleGroups } from './menuItems';
import { MenuLink, menuLinkSx } from './MenuLink';
import { PAGES } from './pageMenu';

/** Long labels (translations) wrap instead of being cut off while the menu is wide. */
const WIDE_SX = menuLinkSx(true);
const NARROW_SX = menuLinkSx(false);

/** The screens the menu may list: the generated resource screens and the hand-written pages with a menu name. */
const SCREENS = [
  ...generatedResources.map(({ route, name }) => ({ route, key: name, label: `resources.${name}.name` })),
  ...PAGES.flatMap(({ route, title }) => (title ? [{ route, key: route, label: title }] : [])),
  ...PAGE_SCREENS.flatMap(({ route, label }) => (label ? [{ route, key: route, label }] : [])),
];

/**
 * The side menu (000 §2): Home, then the spec's groups (Players, Statistics, the beta operator
 * items, the central group) with the screens the user's role and flags allow, each with its icon.
 * On a phone or tablet the menu is a drawer over the page, and choosing a screen closes it.
 */
export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const [wide, setWide] = useSidebarState();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const navigate = useCallback(() => {
    if (small) setWide(false);
  }, [small, setWide]);
  return (
    <Menu sx={wide ? WIDE_SX : NARROW_SX}>
      <MenuLink to="/" label={translate('app.menu.home')} icon={<HomeIcon />} iconsOnly={!wide} onNavigate={navigate} />
      {visibleGroups(SCREENS, permissions).map(({ group, entries }) => (
        <MenuGroup key={group.id} group={group}>
          {entries.map(({ item, screen }) => (
            <MenuLink
              key={screen.key}
              to={screen.route}
              label={translate(screen.label, { smart_count: 2 })}
              icon={<MenuIcon name={item.icon} />}
              iconsOnly={!wide}
              onNavigate={navigate}
            />
          ))}
        </MenuGroup>
      ))}
    </Menu>
  );
}
