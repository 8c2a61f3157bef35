import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { quickLinks, type QuickLink } from '../../resources/quickLinks';
import type { Permissions } from '../auth/types';
import type { BackofficeDataProvider } from '../data/types';
import { canSee } from './menuItems';

/** The most characters of a pinned page's title. */
const TITLE_MAX = 80;

/** The page's title as the app bar shows it (react-admin's title portal), else the product's. */
function pageTitle(fallback: string): string {
  const text = document.getElementById('react-admin-title')?.textContent?.trim();
  return (text || fallback).slice(0, TITLE_MAX);
}

/**
 * The app bar's pin (for users who may open `/quick-links`): pins the page shown, its address with
 * the list's filters and its title, to the user's quick links, or unpins it when it is pinned
 * (filled icon). The links are the server's, so they follow the user. Hidden on phones, where the
 * bar has no room.
 */
export function PinButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const allowed = canSee(quickLinks.route, permissions);
  const { data = [] } = useGetList<QuickLink>(
    quickLinks.name,
    { pagination: { page: 1, perPage: 100 }, sort: quickLinks.list.defaultSort },
    { enabled: allowed },
  );
  if (!allowed) return null;
  const path = `${pathname}${search}`;
  const pinned = data.find((link) => link.path === path);
  const label = translate(pinned ? 'app.quickLinks.unpin' : 'app.quickLinks.pin');
  const toggle = async () => {
    setBusy(true);
    try {
      if (pinned) await dataProvider.runAction(quickLinks.name, 'remove', { id: pinned.id, input: {} });
      else await dataProvider.runAction(quickLinks.name, 'pin', { input: { title: pageTitle(translate('app.title')), path } });
      notify(pinned ? 'app.quickLinks.removed' : 'app.quickLinks.pinned', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [quickLinks.name] });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={label}>
      {/* Not on phones: the bar has no room for it there. */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-pressed={Boolean(pinned)}
          disabled={busy}
          onClick={() => void toggle()}
          data-testid="pin-page"
        >
          {pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
        </IconButton>
      </Box>
    </Tooltip>
  );
}
