import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useResourceContext, useTranslate } from 'ra-core';
import { getPath, matchesCondition } from '../../../resources/model';
import { ActionSelect } from '../ActionSelect';
import { isEnabledFor, isVisibleFor } from '../actionInput';
import type { CellProps } from '../types';
import { useRunAction } from '../useRunAction';
import { EmptyValue } from './EmptyValue';

/**
 * A cell that is a record action's control (`ColumnDef.action`): a selector for an enum input
 * (KYC status, withdrawal state), a switch for a boolean input or a `checkedWhen` (betslip cancel,
 * bonus Cancelled), otherwise a button (remove a previous account). Disabled while the action runs
 * or while the record does not match the action's `enabledWhen`.
 */
export function ActionCell(props: CellProps) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const [run, running] = useRunAction(resource);
  const { action, record } = props;
  if (!action) return <EmptyValue />;
  const { spec } = action;
  if (!isVisibleFor(spec, record)) return <EmptyValue />;
  const enabled = isEnabledFor(spec, record) && !running;
  const fromRecord = Object.fromEntries(spec.recordFields.map((key) => [key, getPath(record, key)]));
  const execute = (input: Record<string, unknown>) => void run(spec, { id: record.id, record }, { ...fromRecord, ...input });
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

  if (spec.control === 'select' && spec.field) {
    const field = spec.field;
    return (
      <ActionSelect
        spec={spec}
        value={getPath(record, field)}
        disabled={!enabled}
        onChange={(value) => execute({ [action.input ?? field]: value })}
      />
    );
  }
  if (!action.input && !action.checkedWhen) {
    return (
      <Button
        size="small"
        disabled={!enabled}
        onClick={(event) => {
          stop(event);
          execute({});
        }}
        aria-label={`${translate(spec.label)} ${String(record.id)}`}
        data-testid={`action-${spec.name}-${String(record.id)}`}
      >
        {translate(spec.label)}
      </Button>
    );
  }
  const checked = action.checkedWhen ? matchesCondition(record, action.checkedWhen) : Boolean(getPath(record, props.source));
  const reason = !isEnabledFor(spec, record) && spec.disabledReason ? translate(spec.disabledReason) : undefined;
  const control = (
    <Switch
      size="small"
      checked={checked}
      disabled={!enabled}
      onClick={stop}
      onChange={(_, next) => execute(action.input ? { [action.input]: next } : {})}
      slotProps={{ input: { 'aria-label': `${translate(spec.label)} ${String(record.id)}`, role: 'switch' } }}
      data-testid={`action-${spec.name}-${String(record.id)}`}
    />
  );
  // A disabled switch gets no pointer events: the tooltip hangs on a wrapper.
  return reason ? (
    <Tooltip title={reason} describeChild>
      <span data-testid={`disabled-reason-${String(record.id)}`}>
        {control}
      </span>
    </Tooltip>
  ) : (
    control
  );
}
