import { AppBar, Box, Button, Chip, createTheme, Link, Paper, ThemeProvider, Toolbar, Typography, type ThemeOptions } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { HEX_COLOUR } from '../../../../resources/operators';
import { buildTheme } from '../../../shell/theme';

export interface ConsolePreviewProps {
  officeTitle: string;
  logoUrl?: string | null;
  primary: string;
  secondary: string;
  darkTheme: boolean;
}

/**
 * How a console will look with these colours, titles and logo: its app bar in the secondary
 * colour, a button, a link and a status chip in the primary colour, shaded for contrast as the
 * console shades them (`buildTheme`). Colours that are not `#rrggbb` yet keep the last valid look.
 *
 * @example <ConsolePreview officeTitle="Demo Bet" primary="#1565c0" secondary="#ff8f00" darkTheme={false} />
 */
export function ConsolePreview({ officeTitle, logoUrl, primary, secondary, darkTheme }: ConsolePreviewProps) {
  const translate = useTranslate();
  const valid = HEX_COLOUR.test(primary) && HEX_COLOUR.test(secondary);
  const theme = useMemo(
    () => (valid ? createTheme(buildTheme(darkTheme, { primary, secondary }) as ThemeOptions) : undefined),
    [valid, darkTheme, primary, secondary],
  );
  if (!theme) return null;
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ overflow: 'hidden', bgcolor: 'background.default' }} data-testid="console-preview">
        <AppBar position="static" color="secondary" elevation={0}>
          <Toolbar variant="dense" sx={{ gap: 1.5 }}>
            {logoUrl ? <Box component="img" src={logoUrl} alt="" sx={{ height: 28, width: 28, objectFit: 'contain' }} /> : null}
            <Typography variant="subtitle1" noWrap>
              {officeTitle}
            </Typography>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', color: 'text.primary' }}>
          <Button variant="contained" size="small" tabIndex={-1}>
            {translate('app.operators.preview.button')}
          </Button>
          <Link component="span" underline="always">
            {translate('app.operators.preview.link')}
          </Link>
          <Chip size="small" color="primary" variant="outlined" label={translate('app.operators.preview.chip')} />
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
