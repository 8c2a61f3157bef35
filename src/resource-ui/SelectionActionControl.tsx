import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { getPath } from '../../resources/model';
import { needsConfirm } from './actionInput';
import { ActionConfirmDialog } from './ActionConfirmDialog';
import { SelectionReportDialog } from './SelectionReportDialog';
import type { ActionSpec, AnyResource } from './types';
import { useRunEach, type SelectionOutcome } from './useRunEach';

export interface SelectionActionControlProps {
  /** A record action offered for the selected rows (`selection`). */
  spec: ActionSpec;
  definition: AnyResource;
}

/**
 * A record action on the selected rows: asks once (the action's confirm fields, and how many rows
 * it is about), calls it for each selected row in turn, then keeps the rows it failed for selected
 * and lists them with the server's reasons.
 *
 * @example
 * <SelectionActionControl spec={rejectSpec} definition={withdrawals} />
 */
export function SelectionActionControl({ spec, definition }: SelectionActionControlProps) {
  const translate = useTranslate();
  const { selectedIds, data, onSelect } = useListContext();
  const [run, progress] = useRunEach(definition.name);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<SelectionOutcome>();
  const label = translate(spec.label);

  const execute = async (input: Record<string, unknown>) => {
    setConfirming(false);
    const rows = new Map((data ?? []).map((row) => [row.id, row]));
    const targets = selectedIds.map((id) => {
      const row = rows.get(id);
      const fromRow = Object.fromEntries(spec.recordFields.map((key) => [key, row ? getPath(row, key) : undefined]));
      return { id, input: { ...fromRow, ...input } };
    });
    const result = await run(spec, targets);
    onSelect(result.failed.map((failure) => failure.id));
    if (result.failed.length > 0) setOutcome(result);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={progress !== undefined}
        onClick={() => (needsConfirm(spec, {}) ? setConfirming(true) : void execute({}))}
        data-testid={`action-${spec.name}`}
      >
        {progress ? translate('app.list.selectionProgress', { action: label, done: progress.done, total: progress.total }) : label}
      </Button>
      {confirming && (
        <ActionConfirmDialog
          spec={{ ...spec, confirmWarning: 'app.list.selectionConfirm' }}
          definition={definition}
          input={{}}
          initialValues={{ action: label, count: selectedIds.length }}
          onCancel={() => setConfirming(false)}
          onConfirm={(input) => void execute(input)}
        />
      )}
      {outcome && <SelectionReportDialog label={label} outcome={outcome} onClose={() => setOutcome(undefined)} />}
    </>
  );
}
