import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'ra-core';
import type { FilterInputProps } from './FilterInputProps';
import { useFilterValue } from './useFilterValue';

/**
 * The filter bar's free-text search box (the spec with `search: true`).
 *
 * @example
 * <SearchInput spec={{ source: 'q', type: 'input', label: 'app.filters.search', search: true }} />
 */
export function SearchInput({ spec }: FilterInputProps) {
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
      slotProps={{
        htmlInput: { 'aria-label': label },
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
