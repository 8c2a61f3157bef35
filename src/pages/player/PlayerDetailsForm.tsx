import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate, useUpdate } from 'ra-core';
import { useState } from 'react';
import type { Player } from '../../../resources/player';
import { player as playerResource } from '../../../resources/player';
import { ActionControl } from '../../resource-ui/ActionControl';
import { WalletsCell } from '../../resource-ui/cells/WalletsCell';
import { formatNumber } from '../../format';
import type { AnyRecord } from '../../resource-ui/types';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { DisabledReasonField } from './DisabledReasonField';
import { EmailField } from './EmailField';
import { accountTypeSpec, kycStatusSpec, registerToCrmSpec } from './profileActions';
import { changedFields, draftErrors, draftOf, EDITABLE_FIELDS, type PlayerDraft } from './playerForm';
import { RiskGroupSelect } from './RiskGroupSelect';
import { usePageText } from './usePageText';

const MAX_LENGTH: Record<string, number> = { firstName: 40, lastName: 40, phoneNumber: 20, street: 100, locality: 40, postalCode: 15, country: 3 };

/**
 * The profile's top form: e-mail, username, approximate balance, wallets, disabled reason, names
 * and address, risk group, KYC status, role, account type; Update player details (the changes
 * list through the dataProvider's update), Register player to CRM (Force registration), Reset.
 */
export function PlayerDetailsForm({ player }: { player: Player }) {
  const t = usePageText();
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const [draft, setDraft] = useState<PlayerDraft>(() => draftOf(player));
  const [loadedFrom, setLoadedFrom] = useState(player);
  if (loadedFrom !== player) {
    setLoadedFrom(player);
    setDraft(draftOf(player));
  }
  const errors = draftErrors(draft, catalogue);
  const changes = changedFields(player, draft);
  const dirty = Object.keys(changes).length > 0;
  const record = player as unknown as AnyRecord;
  const save = () =>
    update(
      playerResource.name,
      { id: player.id, data: changes, previousData: player },
      {
        onSuccess: () => notify('app.messages.playerProfileUpdated', { type: 'success' }),
        onError: (error) => notify(error instanceof Error ? error.message : t('app.player.updateFailed'), { type: 'error' }),
      },
    );
  const label = (field: string) => translate(`resources.players.fields.${field}`);
  const enumLabel = useEnumLabel();
  const balance = `${formatNumber(player.totalBalance.value)} ${player.totalBalance.currency}`;
  return (
    <Stack spacing={2} component="form" aria-label={t('app.player.form')} onSubmit={(event) => event.preventDefault()}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        <EmailField player={player} />
        <TextField label={label('playerCode.playerUsername')} value={player.playerCode.playerUsername} size="small" disabled />
        <TextField label={t('app.player.approximateBalance')} value={balance} size="small" disabled data-testid="approximate-balance" />
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('app.player.wallets')}
          </Typography>
          <WalletsCell record={record} source="balanceBag" />
        </Box>
        <DisabledReasonField key={`${player.status}-${player.disabledReason ?? ''}`} player={player} />
        {EDITABLE_FIELDS.map((field) => (
          <TextField
            key={field}
            label={label(field)}
            value={draft[field]}
            size="small"
            onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
            error={Boolean(errors[field])}
            helperText={errors[field] as string | undefined}
            slotProps={{ htmlInput: { maxLength: MAX_LENGTH[field], 'data-testid': `player-${field}` } }}
          />
        ))}
        <RiskGroupSelect player={player} />
        <ActionControl spec={kycStatusSpec} definition={playerResource} record={record} target={{ id: player.id }} />
        <TextField label={label('role')} value={enumLabel('role', player.role)} size="small" disabled slotProps={{ input: { readOnly: true } }} />
        <ActionControl spec={accountTypeSpec} definition={playerResource} record={record} target={{ id: player.id }} />
      </Box>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button variant="contained" disabled={!dirty || Object.keys(errors).length > 0 || isPending} onClick={save} data-testid="update-player">
          {t('app.player.update')}
        </Button>
        <ActionControl spec={registerToCrmSpec} definition={playerResource} record={record} target={{ id: player.id }} />
        <Button onClick={() => setDraft(draftOf(player))} disabled={!dirty}>
          {t('app.player.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
