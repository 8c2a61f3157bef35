import { Link as RouterLink, useLocation } from 'react-router-dom';
import { resolveCellLink } from './cellLink';
import { CELL_LINK_CLASS } from './cellLinkStyle';
import { linkTarget } from './popupLink';
import type { AnyRecord, CellOptions, CellProps } from './types';
import type { ComponentType } from 'react';

export interface SpecCellProps {
  /** A column or show field spec. */
  spec: CellOptions & { source: string; cell: ComponentType<CellProps> };
  record: AnyRecord;
  detail?: boolean;
}

/** Renders a column's or field's cell with its options, inside its link when one applies. */
export function SpecCell({ spec, record, detail }: SpecCellProps) {
  const location = useLocation();
  const Cell = spec.cell;
  const content = (
    <Cell
      record={record}
      source={spec.source}
      truncate={spec.truncate}
      enumName={spec.enumName}
      tooltip={spec.tooltip}
      decimals={spec.decimals}
      currency={spec.currency}
      total={spec.total}
      playerIdSource={spec.playerIdSource}
      action={spec.action}
      detail={detail}
    />
  );
  const link = resolveCellLink(spec.link, record);
  if (!link) return content;
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return link.newTab ? (
    <a className={CELL_LINK_CLASS} href={link.href} target="_blank" rel="noopener noreferrer" onClick={stop}>
      {content}
    </a>
  ) : (
    <RouterLink className={CELL_LINK_CLASS} to={linkTarget(link.href, location)} onClick={stop}>
      {content}
    </RouterLink>
  );
}
