import TableCell from '@mui/material/TableCell';
import type { FigureField } from './figureField';

/** The right-aligned header cells of `fields`, labelled by `label`. */
export function FigureHeads({ fields, label }: { fields: readonly FigureField[]; label: (field: FigureField) => string }) {
  return fields.map((field) => (
    <TableCell key={field} align="right">
      {label(field)}
    </TableCell>
  ));
}
