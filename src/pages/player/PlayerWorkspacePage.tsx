import Box from '@mui/material/Box';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { PlayerProfile } from './PlayerProfile';

/**
 * `/players/{id}/show`: the player's workspace (the popup's content) as a page, inside the
 * layout, so the app bar and its bars (server unavailable, pending calls) stay in view. Back
 * leads to the players list.
 *
 * @example
 * <Route path="/players/:id/show" element={<PlayerWorkspacePage />} />
 */
export function PlayerWorkspacePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <Box data-testid="player-workspace-page" sx={{ maxWidth: 1200 }}>
      <Title title={translate('app.popup.player')} />
      <PlayerProfile playerId={id} onClose={() => navigate('/players')} />
    </Box>
  );
}
