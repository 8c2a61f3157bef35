import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { getPath, matchesCondition } from '../../../resources/model';
import { cellValue, isEmpty, valueText } from '../cellValue';
import { formatNumber } from '../../format';
import type { CellProps } from '../types';
import { EmptyValue } from './EmptyValue';

/** The bar is shown for a running bonus only (002 §4: player bonus LOCKED). */
const RUNNING = { bonusPlayerStatus: 'LOCKED' } as const;

/** Progress in percent: value ÷ total, capped at 100, two decimals; undefined without a positive total. */
export function rolloverPercent(value: unknown, total: unknown): number | undefined {
  if (typeof value !== 'number' || typeof total !== 'number' || total <= 0) return undefined;
  return Math.round(Math.min(100, Math.max(0, (value / total) * 100)) * 100) / 100;
}

/** The rollover progress: a bar of the value divided by `total`, capped at 100 %, with two decimals. */
export function RolloverCell(props: CellProps) {
  const value = cellValue(props);
  if (isEmpty(value)) return <EmptyValue />;
  const percent = props.total ? rolloverPercent(value, getPath(props.record, props.total)) : undefined;
  if (percent === undefined || !matchesCondition(props.record, RUNNING)) {
    return <span>{typeof value === 'number' ? formatNumber(value) : valueText(value)}</span>;
  }
  const text = `${percent.toFixed(2)}%`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }} data-testid="rollover">
      <LinearProgress variant="determinate" value={percent} sx={{ flexGrow: 1, minWidth: 40 }} aria-label={text} />
      <span>{text}</span>
    </Box>
  );
}
