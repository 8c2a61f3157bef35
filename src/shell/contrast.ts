/**
 * WCAG 2 colour contrast for the theme (AA, the axe-core rule color-contrast): the shade of an
 * operator colour that reads as text on the console's backgrounds, and the text colour that reads
 * on a colour used as a background (app bar, filled chips, badges).
 */
import { darken, decomposeColor, getContrastRatio, lighten } from '@mui/material/styles';

/** AA minimum for normal-size text. */
export const AA_TEXT = 4.5;

/** MUI's light-mode text colour, tried before pure black. */
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

const channels = (colour: string) => decomposeColor(colour).values.slice(0, 3).map(Number);

/** `#rrggbb` from channel values (rounded). */
const hex = (values: readonly number[]) =>
  `#${values
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `text` drawn over the opaque `background`, as one opaque `#rrggbb` colour. */
export function flatten(text: string, background: string): string {
  const top = decomposeColor(text);
  const opacity = top.type.endsWith('a') && top.values.length > 3 ? Number(top.values[3]) : 1;
  const under = channels(background);
  return hex(channels(text).map((value, i) => value * opacity + under[i] * (1 - opacity)));
}

/** The contrast ratio of a text colour (possibly translucent) on an opaque background. */
export function contrastOf(text: string, background: string): number {
  return getContrastRatio(flatten(text, background), background);
}

/**
 * The text colour on a background colour: white, MUI's dark text or black, the first that reaches
 * `ratio` (one of white and black always reaches 4.5). Replaces MUI's `contrastThreshold` of 3,
 * which leaves white on the default orange, blue and red.
 */
export function contrastTextOn(background: string, ratio = AA_TEXT): string {
  return ['#fff', DARK_TEXT].find((text) => contrastOf(text, background) >= ratio) ?? '#000';
}

/**
 * The shade of `colour` that reaches `ratio` as text on every one of `backgrounds`: `colour`
 * itself when it does, else darkened (light backgrounds) or lightened (dark ones) in steps of 2.5 %.
 *
 * @example readableShade('#ed6c02', ['#fff', '#fafafb']) // a darker orange, 4.5:1 on both
 */
export function readableShade(colour: string, backgrounds: readonly string[], ratio = AA_TEXT): string {
  const dark = backgrounds.every((background) => getContrastRatio('#fff', background) > getContrastRatio('#000', background));
  for (let step = 0; step <= 40; step += 1) {
    const shade = step === 0 ? colour : (dark ? lighten : darken)(colour, step / 40);
    if (backgrounds.every((background) => contrastOf(shade, background) >= ratio)) return flatten(shade, shade);
  }
  return dark ? '#ffffff' : '#000000';
}
