import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SignedOutUserMenu } from '../../layout/SignedOutUserMenu';
import { TopLogin } from '../../layout/TopLogin';
import { usePageText } from '../player/usePageText';
import type { LandingSectionId } from './landingContent';

/**
 * The landing top bar: title, anchors (wide screens), the top login (000 §2), the visitor's user
 * menu and the side drawer menu. `?open=login` brings up the login form, which returns the
 * visitor to this page (without `open`).
 */
export function LandingTopBar({ sections }: { sections: readonly LandingSectionId[] }) {
  const t = usePageText();
  const [open, setOpen] = useState(false);
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" onClick={() => setOpen(true)} aria-label={t('app.landing.menu')} data-testid="landing-menu">
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {t('app.landing.brand')}
        </Typography>
        <Box component="nav" aria-label={t('app.landing.sections')} sx={{ display: { xs: 'none', xl: 'flex' }, gap: 0.5 }}>
          {sections.map((id) => (
            <Button key={id} href={`#${id}`} size="small" color="inherit">
              {t(`app.landing.nav.${id}`)}
            </Button>
          ))}
        </Box>
        <TopLogin />
        <SignedOutUserMenu />
      </Toolbar>
      <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': t('app.landing.sections') } }}>
        <List component="nav" aria-label={t('app.landing.sections')} sx={{ width: 260 }}>
          {sections.map((id) => (
            <ListItemButton key={id} component="a" href={`#${id}`} onClick={() => setOpen(false)}>
              {t(`app.landing.nav.${id}`)}
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}
