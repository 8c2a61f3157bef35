/**
 * The console palette for a mode and the operator's colours, at WCAG AA contrast (4.5:1) whatever
 * colours the server sends: colours used as text (primary, error, warning, info, success: links,
 * buttons, outlined chips) get the operator's or MUI's shade darkened on light backgrounds and
 * lightened on dark ones until they read, in coloured rows too; the secondary colour keeps the
 * operator's exact shade (the app bar) and, like every colour, gets a text colour computed from it.
 */
import { blue, green, lightBlue, orange, purple, red } from '@mui/material/colors';
import { alpha, type PaletteOptions } from '@mui/material/styles';
import { contrastTextOn, flatten, readableShade } from './contrast';

/** The operator colours a palette is built from (server UI info `theme`). */
export interface OperatorColours {
  primary?: string;
  secondary?: string;
}

/** MUI's defaults per mode; react-admin's light secondary (the app bar without operator colours). */
const DEFAULTS = {
  light: { primary: blue[700], secondary: '#2196f3', error: red[700], warning: '#ed6c02', info: lightBlue[700], success: green[800] },
  dark: { primary: blue[200], secondary: purple[200], error: red[500], warning: orange[400], info: lightBlue[400], success: green[400] },
} as const;

/**
 * The backgrounds text is drawn on: paper and react-admin's page background; in dark mode also the
 * highest paper (a dialog: #121212 under MUI's 16.5 % white elevation overlay).
 */
export const TEXT_BACKGROUNDS = {
  light: ['#ffffff', '#fafafb'],
  dark: ['#121212', '#313131', '#393939'],
} as const;

const TEXT_COLOURS = ['primary', 'error', 'warning', 'info', 'success'] as const;
type TextColour = (typeof TEXT_COLOURS)[number];

/** The row tones' colours and opacity (`list.rowTone`, src/resource-ui/rowTone.ts). */
const ROW_TONES = ['warning', 'success', 'error'] as const;
const ROW_TONE_ALPHA = 0.16;

/** The row tone backgrounds drawn from the given shades on each background. */
export function rowToneBackgrounds(shades: Record<TextColour, string>, backgrounds: readonly string[]): string[] {
  return ROW_TONES.flatMap((tone) => backgrounds.map((background) => flatten(alpha(shades[tone], ROW_TONE_ALPHA), background)));
}

/**
 * The text colours' shades: each reads on the backgrounds and on the row tones (links and status
 * chips sit in coloured rows). A row tone is tinted by its colour's shade, so shading a colour
 * shifts the tones a little: a few rounds reach shades that read on the tones they produce.
 */
function textShades(given: Record<TextColour, string>, backgrounds: readonly string[]): Record<TextColour, string> {
  const shadeAll = (on: readonly string[]) =>
    Object.fromEntries(TEXT_COLOURS.map((key) => [key, readableShade(given[key], on)])) as Record<TextColour, string>;
  let shades = shadeAll(backgrounds);
  for (let round = 0; round < 4; round += 1) {
    const next = shadeAll([...backgrounds, ...rowToneBackgrounds(shades, backgrounds)]);
    if (TEXT_COLOURS.every((key) => next[key] === shades[key])) break;
    shades = next;
  }
  return shades;
}

/**
 * The palette colours of a mode: each text colour at AA on {@link TEXT_BACKGROUNDS} and on the row
 * tones, the secondary as given, all with an AA `contrastText`.
 *
 * @example accessiblePalette(false, { primary: '#1565c0', secondary: '#ff8f00' }).secondary // {
 * main: '#ff8f00', contrastText: 'rgba(0, 0, 0, 0.87)' }
 */
export function accessiblePalette(dark: boolean, colours: OperatorColours): PaletteOptions {
  const mode = dark ? 'dark' : 'light';
  const given = { ...DEFAULTS[mode], ...definedOnly(colours) };
  // Shading searches colour steps (tens of milliseconds on a slow machine); the shell builds the
  // theme again for every change of mode or colours, so each combination is worked out once.
  const key = `${mode} ${TEXT_COLOURS.map((name) => given[name]).join(' ')} ${given.secondary}`;
  let palette = palettes.get(key);
  if (!palette) {
    palette = paletteOf(mode, given);
    // Trying colours out in the theme editor makes many; only the last few are kept.
    if (palettes.size >= PALETTES_KEPT) palettes.delete(palettes.keys().next().value!);
    palettes.set(key, palette);
  }
  return Object.fromEntries(Object.entries(palette).map(([name, entry]) => [name, { ...entry }]));
}

/** How many worked-out palettes are kept. */
const PALETTES_KEPT = 16;

/** The palettes worked out so far, by mode and colours, oldest first. */
const palettes = new Map<string, Record<string, { main: string; contrastText: string }>>();

function paletteOf(
  mode: 'light' | 'dark',
  given: Record<TextColour | 'secondary', string>,
): Record<string, { main: string; contrastText: string }> {
  const shades = textShades(given, TEXT_BACKGROUNDS[mode]);
  const palette: Record<string, { main: string; contrastText: string }> = {};
  for (const key of TEXT_COLOURS) palette[key] = { main: shades[key], contrastText: contrastTextOn(shades[key]) };
  palette.secondary = { main: given.secondary, contrastText: contrastTextOn(given.secondary) };
  return palette;
}

function definedOnly(colours: OperatorColours): OperatorColours {
  return Object.fromEntries(Object.entries(colours).filter(([, value]) => typeof value === 'string' && value !== ''));
}
