import { Link as RouterLink, useLocation } from 'react-router-dom';
import { getPath } from '../../resources/model';
import { CellBoundary } from '../widgets/ErrorBoundaries';
import { useCanOpen } from '../layout/useCanOpen';
import { resolveCellLink } from './cellLink';
import { CELL_LINK_CLASS } from './cellLinkStyle';
import { linkTarget } from './popupLink';
import type { AnyRecord, CellOptions, CellProps } from './types';
import type { ComponentType, ReactNode } from 'react';

export interface SpecCellProps {
  /** A column or show field spec. */
  spec: CellOptions & { source: string; cell: ComponentType<CellProps> };
  record: AnyRecord;
  detail?: boolean;
}

/** Keeps a click on a cell's link from also clicking its row. */
const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A cell's link inside the console: a `?…` link keeps the page and adds its parameters (a popup).
 * Only a linked cell reads the location, so a change of the address (a filter, the sort) does not
 * render every cell of the memoised rows again.
 */
function CellRouterLink({ href, children }: { href: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <RouterLink className={CELL_LINK_CLASS} to={linkTarget(href, location)} onClick={stopPropagation}>
      {children}
    </RouterLink>
  );
}

/**
 * Renders a column's or field's cell with its options, inside its link when one applies and the
 * current view opens the link's page (a match's page is the central view's: an operator's view
 * shows the match id as text).
 */
export function SpecCell({ spec, record, detail }: SpecCellProps) {
  const Cell = spec.cell;
  // A cell that throws (a value of a type its component does not expect) shows the value as text.
  const content = (
    <CellBoundary value={getPath(record, spec.source)}>
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
    </CellBoundary>
  );
  const link = resolveCellLink(spec.link, record);
  if (!link) return content;
  return <ViewLink link={link}>{content}</ViewLink>;
}

/**
 * A cell's link, when the current view opens its page; otherwise the cell as text. Only linked
 * cells read the permissions, so a plain cell does not render again when they settle.
 */
function ViewLink({ link, children: content }: { link: NonNullable<ReturnType<typeof resolveCellLink>>; children: ReactNode }) {
  const canOpen = useCanOpen();
  if (!canOpen(link.href)) return <>{content}</>;
  return link.newTab ? (
    <a className={CELL_LINK_CLASS} href={link.href} target="_blank" rel="noopener noreferrer" onClick={stopPropagation}>
      {content}
    </a>
  ) : (
    <CellRouterLink href={link.href}>{content}</CellRouterLink>
  );
}
