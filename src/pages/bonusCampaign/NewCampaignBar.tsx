import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

/**
 * The bonus campaigns list's header (`list.header`): what the list is for, and New campaign,
 * which opens `/bonus-campaign-new`.
 */
export function NewCampaignBar() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
        {translate('app.bonusCampaigns.listHint')}
      </Typography>
      <Button component={Link} to="/bonus-campaign-new" variant="contained" size="small" startIcon={<AddIcon />} data-testid="new-campaign">
        {translate('app.bonusCampaigns.new')}
      </Button>
    </Stack>
  );
}
