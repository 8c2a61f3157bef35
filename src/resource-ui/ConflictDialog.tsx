import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'ra-core';
import { getPath } from '../../resources/model';
import type { EditFieldSpec } from './types';
import { useEnumLabel } from './useEnumLabel';

/** What the dialog needs of a field: its path, catalogue label and enumeration. */
export type ConflictField = Pick<EditFieldSpec, 'source' | 'label' | 'enumName'>;

export interface ConflictDialogProps {
  /** The record's name as the title shows it (`Player 12`). */
  name: string;
  fields: readonly ConflictField[];
  /** The record as the form loaded it. */
  loaded: Record<string, unknown>;
  /** What the user tried to save. */
  mine: Record<string, unknown>;
  /** The record now, from the 409 answer. */
  current: Record<string, unknown>;
  /** Discards the user's changes and shows the current values. */
  onReload: () => void;
  /** Saves the user's changes again on top of the current record. */
  onApplyAgain: () => void;
  /** True while that save runs: the buttons wait. */
  busy?: boolean;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between what the user saved and what the record holds now: the ones the
 * user changed and the ones someone else changed since the form was loaded.
 */
export function conflictingFields<F extends ConflictField>(
  fields: readonly F[],
  loaded: Record<string, unknown>,
  mine: Record<string, unknown>,
  current: Record<string, unknown>,
): F[] {
  return fields.filter((field) => {
    const [was, yours, now] = [loaded, mine, current].map((record) => getPath(record, field.source));
    return !same(yours, now) && (!same(was, yours) || !same(was, now));
  });
}

/**
 * Shown when a save is refused because someone else changed the record after it was loaded (a
 * 409 carrying the current record): per field the user's value and the current one, and the
 * choice to reload (drop the user's changes) or apply the user's changes again on top of the
 * current record.
 *
 * @example
 * <ConflictDialog name="Player 12" fields={fields} loaded={record} mine={values}
 * current={body.current} onReload={reload} onApplyAgain={retry} />
 */
export function ConflictDialog({ name, fields, loaded, mine, current, onReload, onApplyAgain, busy = false }: ConflictDialogProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const rows = conflictingFields(fields, loaded, mine, current);
  const show = (field: ConflictField, value: unknown) =>
    isEmpty(value) ? translate('app.conflict.empty') : enumLabel(field.enumName, String(value));
  return (
    <Dialog open onClose={busy ? undefined : onReload} aria-labelledby="conflict-title" maxWidth="md" fullWidth>
      <DialogTitle id="conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.conflict.message', { name })}</DialogContentText>
        {rows.length > 0 && (
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.conflict.field')}</TableCell>
                <TableCell>{translate('app.conflict.yours')}</TableCell>
                <TableCell>{translate('app.conflict.current')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((field) => (
                <TableRow key={field.source}>
                  <TableCell component="th" scope="row">
                    {translate(field.label)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{show(field, getPath(mine, field.source))}</TableCell>
                  <TableCell sx={{ overflowWrap: 'break-word' }}>{show(field, getPath(current, field.source))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onReload} disabled={busy}>
          {translate('app.conflict.reload')}
        </Button>
        <Button variant="contained" onClick={onApplyAgain} disabled={busy}>
          {translate('app.conflict.applyAgain')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
