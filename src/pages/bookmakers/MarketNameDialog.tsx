import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { Market } from '../../../resources/market';
import { staffIssueText } from '../../../resources/rules';
import { useCatalogue } from '../../resource-ui/useCatalogue';

export interface MarketNameDialogProps {
  market: Market;
  onCancel: () => void;
  /** Saves the new name (already checked with the market's rule). */
  onSave: (name: string) => void;
}

/** Renames a market: its name checked with the market's rule (required, at most 100 characters). */
export function MarketNameDialog({ market, onCancel, onSave }: MarketNameDialogProps) {
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const [name, setName] = useState(market.name);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = Market.shape.name.safeParse(name);
    if (!result.success) {
      setError(staffIssueText(result.error.issues[0], name, catalogue));
      return;
    }
    onSave(name.trim());
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="market-name-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="market-name-title">{translate('app.bookmakers.renameTitle', { code: market.code })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.bookmakers-markets-sorting.fields.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
