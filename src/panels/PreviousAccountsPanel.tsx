import Stack from '@mui/material/Stack';
import { previousAccounts } from '../../resources/previousAccounts';
import { EmbeddedList } from '../resource-ui/EmbeddedList';
import type { AnyRecord } from '../resource-ui/types';
import { AddAccountForm } from './AddAccountForm';

export interface PreviousAccountsPanelProps {
  /** The player (a players list row or the workspace's player). */
  record: AnyRecord;
}

/**
 * The Add account panel (001 §2): the form adding a previous account, and the player's previous
 * accounts in a sub-table of 25 rows (the declared `players-previous-accounts` list), each with
 * Remove. Shown under an expanded players list row and in the player workspace.
 *
 * @example
 * <PreviousAccountsPanel record={player} />
 */
export function PreviousAccountsPanel({ record }: PreviousAccountsPanelProps) {
  const code = record.playerCode as { playerUsername: string } | undefined;
  return (
    <Stack spacing={1} data-testid="previous-accounts">
      <AddAccountForm playerId={Number(record.id)} username={code?.playerUsername ?? ''} />
      <EmbeddedList resource={previousAccounts.name} scope={{ playerId: record.id }} />
    </Stack>
  );
}
