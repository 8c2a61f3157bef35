import Box from '@mui/material/Box';
import { useTranslate } from 'ra-core';
import { hyphenate } from '../i18n/hyphenation';
import { SpecCell } from './SpecCell';
import type { AnyRecord, ColumnSpec } from './types';

export interface FoldedColumnsProps {
  /** The columns folded away on a narrow screen (`list.foldColumns`). */
  columns: readonly ColumnSpec[];
  record: AnyRecord;
}

/**
 * The folded columns of a row on a narrow screen, shown in its expanded part: each header beside
 * its cell, as the table would have shown it (money with its currency, links, cut text).
 *
 * @example
 * <FoldedColumns columns={folded} record={record} />
 */
export function FoldedColumns({ columns, record }: FoldedColumnsProps) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      data-testid="folded-columns"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'baseline',
      }}
    >
      {columns.map((column) => (
        <Box key={column.label} sx={{ display: 'contents' }} data-testid={`folded-${column.source}`}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2', overflowWrap: 'anywhere', hyphens: 'auto' }}>
            {hyphenate(translate(column.label))}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
            <SpecCell spec={column} record={record} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
