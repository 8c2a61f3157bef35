import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

export interface ListEmptyProps {
  /** Resets the filters (to the list's defaults); no button without it. */
  onReset?: () => void;
}

/**
 * What a list shows when no row matches: "No results" and a Reset filters action.
 *
 * @example
 * <ListEmpty onReset={() => setFilters(defaults)} />
 */
export function ListEmpty({ onReset }: ListEmptyProps) {
  const translate = useTranslate();
  return (
    <Stack role="status" data-testid="list-empty" alignItems="center" spacing={1} sx={{ py: 6, color: 'text.secondary' }}>
      <SearchOffIcon fontSize="large" />
      <Typography>{translate('app.list.noResults')}</Typography>
      {onReset && (
        <Button variant="outlined" onClick={onReset}>
          {translate('app.filters.reset')}
        </Button>
      )}
    </Stack>
  );
}
