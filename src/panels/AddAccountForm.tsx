import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import type { Player } from '../../resources/player';
import { previousAccounts } from '../../resources/previousAccounts';
import type { BackofficeDataProvider } from '../data/types';

export interface AddAccountFormProps {
  /** The player the account is added to. */
  playerId: number;
  /** The player's own username (never offered). */
  username: string;
}

/** How long typing rests before the players list is searched. */
const SEARCH_DELAY_MS = 350;

/**
 * The Add account form (001 §2): a player of the same operator found by username, e-mail or id
 * (the players list's search), then `PUT players/{playerId}/previous-accounts/add` with its player
 * code; toast 'Successfully added account to player accounts' and the sub-table reloads, or the
 * server's reason (already linked, unknown player).
 *
 * @example
 * <AddAccountForm playerId={42} username="ana" />
 */
export function AddAccountForm({ playerId, username }: AddAccountFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Player | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data = [], isFetching } = useGetList<Player>(
    'players',
    { filter: { username: search }, pagination: { page: 1, perPage: 10 }, sort: { field: 'playerCode.playerUsername', order: 'ASC' } },
    { enabled: search.length > 0 },
  );
  const options = data.filter((candidate) => candidate.playerCode.playerUsername !== username);
  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const { playerUsername, playerRealm } = chosen.playerCode;
      await dataProvider.runAction(previousAccounts.name, 'add', { input: { playerId, playerUsername, playerRealm } });
      notify('app.messages.accountAdded', { type: 'success' });
      setChosen(null);
      setText('');
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} data-testid="add-account-form">
      <Autocomplete<Player>
        sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
        size="small"
        options={options}
        loading={isFetching}
        value={chosen}
        inputValue={text}
        filterOptions={(list) => list}
        onInputChange={(_, value) => setText(value)}
        onChange={(_, value) => setChosen(value)}
        getOptionLabel={(option) => option.playerCode.playerUsername}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderOption={(props, option) => (
          <li {...props} key={option.id}>
            {`${option.playerCode.playerUsername} · ${option.email} · ${option.id}`}
          </li>
        )}
        noOptionsText={translate(search ? 'app.panels.previousAccounts.noMatch' : 'app.panels.previousAccounts.typeToSearch')}
        loadingText={translate('ra.page.loading')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.panels.previousAccounts.account')}
            placeholder={translate('app.panels.previousAccounts.searchHint')}
          />
        )}
      />
      <Button variant="contained" disabled={!chosen || busy} onClick={() => void add()} data-testid="add-account">
        {translate('app.panels.previousAccounts.add')}
      </Button>
    </Stack>
  );
}
