/**
 * The narrowest a column may be so that every word of its header label stays whole: a header
 * wraps between words, and a word wider than its column breaks at any letter ("Betsli / p ID").
 * Measured with a canvas in the header's font; nothing where no canvas draws text (jsdom).
 */
import { useTheme, type Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { useEffect, useMemo, useState } from 'react';
import type { ColumnSpec } from './types';

/** The cell's padding (8 px each side). */
const CELL_PADDING = 16;
/** A sortable header's arrow: 18 px and 4 px either side, kept while inactive. */
const SORT_ARROW = 26;
/**
 * The most a header widens its column for one word. A longer word (a German compound) is split
 * at its soft hyphens instead of widening the table further.
 */
const MAX_HEADER_WORD_COLUMN = 168;

let context: CanvasRenderingContext2D | null | undefined;

function measuring(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    const canDraw = typeof document !== 'undefined' && !/jsdom/i.test(navigator.userAgent);
    context = canDraw ? document.createElement('canvas').getContext('2d') : null;
  }
  return context;
}

/**
 * The width (px) a column needs for the longest word of `label` in `font` (a CSS font shorthand
 * in pixels) with `letterSpacing` (px per letter, which a canvas leaves out), the cell's padding
 * and, for a sortable column, the sort arrow; at most {@link MAX_HEADER_WORD_COLUMN}. 0 when text
 * cannot be measured.
 */
export function headerWordWidth(label: string, font: string, sortable: boolean, letterSpacing = 0): number {
  const canvas = measuring();
  if (!canvas) return 0;
  canvas.font = font;
  const word = Math.max(0, ...label.split(/\s+/).map((part) => canvas.measureText(part).width + letterSpacing * part.length));
  if (word === 0) return 0;
  // One pixel for the browser's rounding of the text's width.
  return Math.min(MAX_HEADER_WORD_COLUMN, Math.ceil(word + 1 + CELL_PADDING + (sortable ? SORT_ARROW : 0)));
}

/** The header's font as a canvas takes it (weight 500 in the theme's body size and family), and its letter spacing in px. */
function headerFont(theme: Theme): { font: string; letterSpacing: number } {
  const body = theme.typography.body1;
  const size = String(body.fontSize ?? '1rem');
  const px = size.endsWith('rem') ? parseFloat(size) * theme.typography.htmlFontSize : parseFloat(size);
  const spacing = String(body.letterSpacing ?? '0');
  const letterSpacing = spacing.endsWith('em') ? parseFloat(spacing) * px : parseFloat(spacing) || 0;
  return { font: `500 ${px}px ${theme.typography.fontFamily ?? 'sans-serif'}`, letterSpacing };
}

/** True when the faces `font` needs for `text` are loaded (or nothing can load them). */
function fontReady(font: string, text: string): boolean {
  if (typeof document === 'undefined' || !document.fonts) return true;
  try {
    return document.fonts.check(font, text);
  } catch {
    return true;
  }
}

/**
 * Per column, the width its translated header label needs ({@link headerWordWidth}), measured in
 * the page's own font: nothing (the declared widths) until the faces the labels need have loaded
 * (the header's weight loads only when a header first shows), since a fallback font's words are
 * not as wide.
 */
export function useHeaderWidths(columns: readonly Pick<ColumnSpec, 'label' | 'sortable'>[]): readonly number[] {
  const translate = useTranslate();
  const { font, letterSpacing } = headerFont(useTheme<Theme>());
  const labels = useMemo(() => columns.map((column) => translate(column.label)), [columns, translate]);
  const text = labels.join(' ');
  /** The font and text whose faces were loaded on request. */
  const wanted = `${font}|${text}`;
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  const ready = loaded === wanted || fontReady(font, text);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => live && setLoaded(wanted);
    document.fonts.load(font, text).then(done, done);
    return () => {
      live = false;
    };
  }, [ready, font, text, wanted]);
  return useMemo(
    () => (ready ? labels.map((label, i) => headerWordWidth(label, font, Boolean(columns[i].sortable), letterSpacing)) : []),
    [ready, labels, font, columns, letterSpacing],
  );
}
