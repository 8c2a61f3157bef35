import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { SxProps, Theme } from '@mui/material/styles';

export interface CurrencyChoiceProps {
  /** The currencies on screen; the choice appears only when there is more than one. */
  currencies: readonly string[];
  value: string | undefined;
  onChange: (currency: string) => void;
  /** The choice's accessible name. */
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * Which currency a chart shows, one at a time (amounts of different currencies are never drawn on
 * one axis); nothing when the rows hold a single currency.
 *
 * @example
 * const [currency, setCurrency] = useCurrencyChoice(currencies);
 * <CurrencyChoice currencies={currencies} value={currency} onChange={setCurrency} label={translate('…currency')} />
 */
export function CurrencyChoice({ currencies, value, onChange, label, sx }: CurrencyChoiceProps) {
  if (currencies.length < 2) return null;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, chosen: string | null) => chosen && onChange(chosen)}
      aria-label={label}
      sx={sx}
    >
      {currencies.map((code) => (
        <ToggleButton key={code} value={code} sx={{ py: 0.25 }}>
          {code}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
