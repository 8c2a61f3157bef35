import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'ra-core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Player } from '../../../resources/player';
import { player as playerResource, PlayerDetails } from '../../../resources/player';
import { useMoneyText } from '../../format/useMoneyText';
import { catalogueResolver } from '../../forms/catalogueResolver';
import { ActionControl } from '../../resource-ui/ActionControl';
import { WalletsCell } from '../../resource-ui/cells/WalletsCell';
import { conflictOf } from '../../resource-ui/conflict';
import { ConflictDialog, type ConflictField } from '../../resource-ui/ConflictDialog';
import type { AnyRecord } from '../../resource-ui/types';
import { useCatalogue } from '../../resource-ui/useCatalogue';
import { useEnumLabel } from '../../resource-ui/useEnumLabel';
import { DisabledReasonField } from './DisabledReasonField';
import { EmailField } from './EmailField';
import { accountTypeSpec, kycStatusSpec, registerToCrmSpec } from './profileActions';
import { changedFields, draftOf, EDITABLE_FIELDS, type PlayerDraft } from './playerForm';
import { RiskGroupSelect } from './RiskGroupSelect';
import { usePageText } from './usePageText';

/** The editable fields as the conflict dialog names them. */
const CONFLICT_FIELDS: ConflictField[] = EDITABLE_FIELDS.map((source) => ({ source, label: `resources.players.fields.${source}` }));

/** A refused save: the player as loaded, the changes sent, the player now. */
interface Conflict {
  mine: Record<string, unknown>;
  current: Player;
}

/**
 * The profile's top form: e-mail, username, approximate balance, wallets, disabled reason, names
 * and address, risk group, KYC status, role, account type; Update player details (the changes
 * list through the dataProvider's update), Register player to CRM (Force registration), Reset.
 * The details are a react-hook-form validated with {@link PlayerDetails}; a save refused because
 * someone else changed the player meanwhile shows both values and offers to reload or apply again.
 */
export function PlayerDetailsForm({ player }: { player: Player }) {
  const t = usePageText();
  const translate = useTranslate();
  const catalogue = useCatalogue();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const resolver = useMemo(() => catalogueResolver<PlayerDraft>(PlayerDetails, catalogue), [catalogue]);
  const { control, handleSubmit, reset, watch, formState } = useForm<PlayerDraft>({
    resolver,
    defaultValues: draftOf(player),
    mode: 'onChange',
  });
  // A reloaded player (after a save, a status change, an auto-refresh) is what the form shows.
  useEffect(() => reset(draftOf(player)), [player, reset]);
  const dirty = Object.keys(changedFields(player, watch())).length > 0;
  const invalid = Object.keys(formState.errors).length > 0;
  const record = player as unknown as AnyRecord;
  const save = (changes: Record<string, unknown>, previousData: Player) =>
    update(
      playerResource.name,
      { id: player.id, data: changes, previousData },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConflict(null);
          notify('app.messages.playerProfileUpdated', { type: 'success' });
        },
        onError: (error) => {
          const current = conflictOf(error);
          if (current) setConflict({ mine: { ...previousData, ...changes }, current: current as unknown as Player });
          else notify(error instanceof Error ? error.message : t('app.player.updateFailed'), { type: 'error' });
        },
      },
    );
  const submit = handleSubmit((values) => save(changedFields(player, values), player));
  const reload = () => {
    if (conflict) reset(draftOf(conflict.current));
    setConflict(null);
    refresh();
  };
  const applyAgain = () => {
    if (!conflict) return;
    const changes = changedFields(player, draftOf(conflict.mine as Player));
    save(changes, conflict.current);
  };
  const label = (field: string) => translate(`resources.players.fields.${field}`);
  const enumLabel = useEnumLabel();
  const money = useMoneyText();
  const balance = money(player.totalBalance.value, player.totalBalance.currency);
  return (
    <Stack spacing={2} component="form" aria-label={t('app.player.form')} onSubmit={(event) => void submit(event)} noValidate>
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
          <Controller
            key={field}
            name={field}
            control={control}
            render={({ field: input, fieldState }) => (
              <TextField
                {...input}
                label={label(field)}
                size="small"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { 'data-testid': `player-${field}` } }}
              />
            )}
          />
        ))}
        <RiskGroupSelect player={player} />
        <ActionControl spec={kycStatusSpec} definition={playerResource} record={record} target={{ id: player.id }} />
        <TextField
          label={label('role')}
          value={enumLabel('role', player.role)}
          size="small"
          disabled
          slotProps={{ input: { readOnly: true } }}
        />
        <ActionControl spec={accountTypeSpec} definition={playerResource} record={record} target={{ id: player.id }} />
      </Box>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button type="submit" variant="contained" disabled={!dirty || invalid || isPending} data-testid="update-player">
          {t('app.player.update')}
        </Button>
        <ActionControl spec={registerToCrmSpec} definition={playerResource} record={record} target={{ id: player.id }} />
        <Button onClick={() => reset(draftOf(player))} disabled={!dirty}>
          {t('app.player.reset')}
        </Button>
      </Stack>
      {conflict && (
        <ConflictDialog
          name={`${translate('resources.players.name', { smart_count: 1 })} ${player.playerCode.playerUsername}`}
          fields={CONFLICT_FIELDS}
          loaded={player as unknown as Record<string, unknown>}
          mine={conflict.mine}
          current={conflict.current as unknown as Record<string, unknown>}
          onReload={reload}
          onApplyAgain={applyAgain}
          busy={isPending}
        />
      )}
    </Stack>
  );
}
