/** Row colours (`list.rowTone`): the first matching rule's tone and its background. */
import { alpha, type Theme } from '@mui/material/styles';
import { matchesCondition, type Condition, type RowTone } from '../../resources/model';

/** The tone of the first rule whose `when` matches the record. */
export function rowToneOf(rules: readonly { when: Condition; tone: RowTone }[] | undefined, record: unknown): RowTone | undefined {
  return rules?.find((rule) => matchesCondition(record, rule.when))?.tone;
}

/** The row background of a tone: amber, green, red, or grey for neutral (totals rows). */
export function toneBackground(tone: RowTone): (theme: Theme) => string {
  return (theme) => (tone === 'neutral' ? theme.palette.action.selected : alpha(theme.palette[tone].main, 0.16));
}
