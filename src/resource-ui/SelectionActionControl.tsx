import Button from '@mui/material/Button';
import { useListContext, useLocale, useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { sumExact } from '../../resources/decimal';
import { getPath } from '../../resources/model';
import { codeOfCurrency, formatMoney } from '../../resources/money';
import { formattingLocale } from '../i18n/languages';
import { messageArgsOf, needsConfirm } from './actionInput';
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
 * The selected rows' lines (`confirmItem`, filled from each row) and the exact total of the
 * declared money placeholder (`confirmTotal`) per currency, in the order the currencies come.
 */
export function selectionSummary(
  spec: ActionSpec,
  rows: readonly (RaRecord | undefined)[],
  translate: (key: string, args?: Record<string, unknown>) => string,
  locale: string,
): { items: string[]; total?: string } {
  const present = rows.filter((row): row is RaRecord => row !== undefined);
  const items = spec.confirmItem
    ? present.map((row) => translate(spec.confirmItem as string, { ...row, ...messageArgsOf(spec, row, locale) }))
    : [];
  const arg = spec.confirmTotal ? spec.messageArgs?.[spec.confirmTotal] : undefined;
  if (!arg || typeof arg === 'string') return { items };
  const byCurrency = new Map<string, { currency: unknown; amounts: number[] }>();
  for (const row of present) {
    const amount = getPath(row, arg.money);
    if (typeof amount !== 'number') continue;
    const currency = getPath(row, arg.currency);
    const code = codeOfCurrency(currency) ?? '';
    const entry = byCurrency.get(code) ?? { currency, amounts: [] };
    entry.amounts.push(amount);
    byCurrency.set(code, entry);
  }
  if (byCurrency.size === 0) return { items };
  const total = [...byCurrency.values()]
    .map(({ currency, amounts }) => formatMoney(sumExact(amounts), locale, currency as Parameters<typeof formatMoney>[2]))
    .join(', ');
  return { items, total };
}

/**
 * A record action on the selected rows: asks once (the action's confirm fields, naming each
 * selected record and their total), calls it for each selected row in turn, then keeps the rows it failed for selected
 * and lists them with the server's reasons.
 *
 * @example
 * <SelectionActionControl spec={rejectSpec} definition={withdrawals} />
 */
export function SelectionActionControl({ spec, definition }: SelectionActionControlProps) {
  const translate = useTranslate();
  const locale = formattingLocale(useLocale());
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
          selection={selectionSummary(
            spec,
            selectedIds.map((id) => (data ?? []).find((row) => row.id === id)),
            translate,
            locale,
          )}
          onCancel={() => setConfirming(false)}
          onConfirm={(input) => void execute(input)}
        />
      )}
      {outcome && <SelectionReportDialog label={label} outcome={outcome} onClose={() => setOutcome(undefined)} />}
    </>
  );
}
