/** Full text on hover for table cells whose content is cut. */
import type { MouseEvent } from 'react';

/**
 * A `mouseover` handler: when the hovered cell's content is wider than the cell (shown with an
 * ellipsis), the cell's `title` becomes its full text, so the browser shows it on hover; a cell
 * that fits gets no title. Cells with their own tooltip (truncated details) keep it.
 *
 * @example
 * <Box role="cell" onMouseOver={revealCutText}>…</Box>
 */
export function revealCutText(event: MouseEvent<HTMLElement>): void {
  const cell = event.currentTarget;
  // The cut element may sit deeper than the cell's first child (a chip's label, a select's value).
  const cut = [cell, ...cell.querySelectorAll<HTMLElement>('*')].some(
    (element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible',
  );
  const text = cell.textContent ?? '';
  if (cut && text && !cell.querySelector('[data-testid="truncated-text"]')) cell.title = text;
  else cell.removeAttribute('title');
}
