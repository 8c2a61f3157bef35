import { getContrastRatio } from '@mui/material/styles';
import { accessiblePalette, rowToneBackgrounds, TEXT_BACKGROUNDS } from '../../../src/shell/accessiblePalette';
import { AA_TEXT, contrastOf, contrastTextOn, flatten, readableShade } from '../../../src/shell/contrast';
import { buildTheme } from '../../../src/shell/theme';

/** The operator themes the console meets: none (react-admin's defaults), the demo server's, and extremes. */
const OPERATOR_THEMES = [
  {},
  { primary: '#1565c0', secondary: '#ff8f00' },
  { primary: '#ffeb3b', secondary: '#000000' },
  { primary: '#000080', secondary: '#ffffff' },
];

describe('colour contrast helpers', () => {
  it('flattens a translucent text colour onto its background', () => {
    expect(flatten('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
    expect(flatten('#123456', '#ffffff')).toBe('#123456');
  });

  it('picks white, dark or black text that reaches AA on any background', () => {
    expect(contrastTextOn('#1565c0')).toBe('#fff');
    expect(contrastTextOn('#ff8f00')).toBe('rgba(0, 0, 0, 0.87)');
    for (const background of ['#ff8f00', '#2196f3', '#ed6c02', '#0288d1', '#f44336', '#777777', '#7f7f7f']) {
      expect(contrastOf(contrastTextOn(background), background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('keeps a colour that already reads and shades one that does not', () => {
    expect(readableShade('#1565c0', ['#ffffff'])).toBe('#1565c0');
    const warning = readableShade('#ed6c02', ['#ffffff', '#fafafb']);
    expect(getContrastRatio(warning, '#fafafb')).toBeGreaterThanOrEqual(AA_TEXT);
    const dark = readableShade('#1565c0', ['#313131']);
    expect(getContrastRatio(dark, '#313131')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('accessible palette of every operator theme', () => {
  it.each(OPERATOR_THEMES.flatMap((colours) => [false, true].map((dark) => [JSON.stringify(colours), dark, colours] as const)))(
    '%s dark=%s: text colours read on the backgrounds, contrast texts on their colours',
    (_name, dark, colours) => {
      const palette = accessiblePalette(dark, colours) as Record<string, { main: string; contrastText: string }>;
      const backgrounds = TEXT_BACKGROUNDS[dark ? 'dark' : 'light'];
      const mains = Object.fromEntries(['primary', 'error', 'warning', 'info', 'success'].map((key) => [key, palette[key].main]));
      const tones = rowToneBackgrounds(mains as Parameters<typeof rowToneBackgrounds>[0], backgrounds);
      for (const key of ['primary', 'error', 'warning', 'info', 'success']) {
        for (const background of [...backgrounds, ...tones]) {
          expect(contrastOf(palette[key].main, background), `${key} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
      for (const key of ['primary', 'secondary', 'error', 'warning', 'info', 'success']) {
        expect(contrastOf(palette[key].contrastText, palette[key].main), `${key} contrastText`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it('keeps the operator secondary (the app bar) as given, with a text colour computed from it', () => {
    const palette = buildTheme(false, { primary: '#1565c0', secondary: '#ff8f00' }).palette as Record<
      string,
      { main: string; contrastText: string }
    >;
    expect(palette.secondary).toEqual({ main: '#ff8f00', contrastText: 'rgba(0, 0, 0, 0.87)' });
    expect(palette.primary.main).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('works a combination out once and hands each caller its own copy', () => {
    const colours = { primary: '#7b1fa2', secondary: '#00897b' };
    const first = accessiblePalette(false, colours) as Record<string, { main: string }>;
    first.primary.main = '#000000';
    const second = accessiblePalette(false, colours) as Record<string, { main: string }>;
    expect(second.primary.main).not.toBe('#000000');
    expect(second).toEqual(accessiblePalette(false, { ...colours }));
    expect(accessiblePalette(true, colours)).not.toEqual(second);
  });
});
