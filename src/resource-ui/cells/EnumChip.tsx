import { ENUM_CHIP_CLASS } from '../enumChip';
import { enumColor } from '../enumColor';

export interface EnumChipProps {
  /** The enum value: its colour and `data-value`. */
  value: string;
  /** The translated label. */
  label: string;
}

/**
 * An enum value as a small outlined chip in its colour ({@link enumColor}), styled by the page's
 * global rules (`enumChipStyles`), so it costs no style computation of its own.
 */
export function EnumChip({ value, label }: EnumChipProps) {
  const colour = enumColor(value);
  return (
    <span className={ENUM_CHIP_CLASS} data-color={colour === 'default' ? undefined : colour} data-value={value}>
      <span>{label}</span>
    </span>
  );
}
