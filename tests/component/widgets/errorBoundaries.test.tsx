/**
 * One broken field never blanks a screen: a panel that throws shows what failed with Retry, a
 * dialog's content that throws shows it inside the dialog (Close and Retry), a cell that throws
 * shows its value as text, and everything around them stays on screen.
 */
import Dialog from '@mui/material/Dialog';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { BoundedDialogPaper, CellBoundary, PanelBoundary } from '../../../src/widgets/ErrorBoundaries';

let broken = true;
function Fragile({ value }: { value: unknown }) {
  if (broken) (value as string).trim();
  return <span>fine: {String(value)}</span>;
}

beforeEach(() => {
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('error boundaries', () => {
  it('keeps a panel that throws to itself and starts it again on Retry', () => {
    render(
      <div>
        <p>header stays</p>
        <PanelBoundary name="ticket">
          <Fragile value={90} />
        </PanelBoundary>
        <PanelBoundary name="other">
          <p>other panel</p>
        </PanelBoundary>
      </div>,
    );
    const alert = screen.getByTestId('panel-error');
    expect(alert.textContent).toContain('This part could not be shown');
    expect(alert.textContent).toContain('trim is not a function');
    expect(screen.getByText('header stays')).toBeTruthy();
    expect(screen.getByText('other panel')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('Panel ticket failed to render:', expect.any(TypeError), expect.any(String));
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('fine: 90')).toBeTruthy();
  });

  it("shows a dialog's failure inside the dialog, whose Close closes it", async () => {
    const theme = createTheme({ components: { MuiDialog: { defaultProps: { PaperComponent: BoundedDialogPaper } } } });
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <ThemeProvider theme={theme}>
          <p>page behind</p>
          <Dialog open={open} onClose={() => setOpen(false)} aria-label="ticket">
            <Fragile value={90} />
          </Dialog>
        </ThemeProvider>
      );
    }
    render(<Page />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('This dialog could not be shown: value.trim is not a function');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('page behind')).toBeTruthy();
  });

  it('shows a cell that throws as its value in text', () => {
    render(
      <CellBoundary value={{ code: 'EUR', currencySymbol: '€' }}>
        <Fragile value={{ code: 'EUR' }} />
      </CellBoundary>,
    );
    expect(screen.getByTestId('cell-error').textContent).toBe('EUR');
  });
});
