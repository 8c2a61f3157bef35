import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'ra-core';
import { FILTER_TEXT_MAX } from '../../resources/model';
import type { FilterInputProps } from './FilterInputProps';
import { useFilterValue } from './useFilterValue';

/**
 * The filter bar's free-text search box (the spec with `search: true`); `compact` (a narrow
 * screen) lets it take the room the toolbar's icons leave.
 *
 * @example
 * <SearchInput spec={{ source: 'q', type: 'input', label: 'app.filters.search', search: true }} />
 */
export function SearchInput({ spec, compact = false }: FilterInputProps & { compact?: boolean }) {
  const translate = useTranslate();
  const [value, setValue] = useFilterValue(spec.source);
  const label = translate(spec.label);
  return (
    <TextField
      size="small"
      type="search"
      placeholder={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => setValue(event.target.value)}
      // A toolbar's search box: a fixed width beside the buttons, the room they leave on a narrow screen.
      sx={compact ? { flex: '1 1 120px', minWidth: 120 } : { width: 260, flexShrink: 0 }}
      slotProps={{
        // The API takes at most this many characters; the box stops there instead of sending a request it refuses.
        htmlInput: { 'aria-label': label, maxLength: FILTER_TEXT_MAX },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
