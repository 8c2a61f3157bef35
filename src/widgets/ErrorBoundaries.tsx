/**
 * Error boundaries below the page's own (layout/ConsoleFrame.tsx): a panel, a dialog or a cell
 * that throws while rendering (a field of a type the console did not expect) shows what failed,
 * with Retry, while the rest of the screen stays usable. What failed is also logged with the
 * component stack, for whoever connects the console to an API.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper, { type PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { Component, forwardRef, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { valueText } from '../resource-ui/cellValue';

/** The message of a thrown value; a catalogue key with its arguments (an unreadable answer) in the page language. */
function useErrorMessage(): (error: unknown) => string {
  const translate = useTranslate();
  return (error) => {
    const message = error instanceof Error ? error.message : String(error);
    const args = (error as { messageArgs?: Record<string, unknown> } | null)?.messageArgs;
    return args ? translate(message, { _: message, ...args }) : message;
  };
}

const logRenderError = (where: string) => (error: unknown, info: ErrorInfo) =>
  console.error(`${where} failed to render:`, error, info.componentStack);

function PanelFallback({ error, resetErrorBoundary, name }: FallbackProps & { name?: string }) {
  const translate = useTranslate();
  const message = useErrorMessage();
  return (
    <Alert
      severity="error"
      data-testid="panel-error"
      data-panel={name}
      action={
        <Button color="inherit" size="small" onClick={resetErrorBoundary}>
          {translate('app.error.retry', { _: 'Retry' })}
        </Button>
      }
    >
      <AlertTitle>
        {translate('app.error.panelFailed', { _: 'This part could not be shown: %{message}', message: message(error) })}
      </AlertTitle>
      {translate('app.error.rest', { _: 'The rest of the page works as usual.' })}
    </Alert>
  );
}

/**
 * A panel of a page (a profile panel, an expanded row, a record's section): its render errors stay
 * inside it. `resetKeys` start it afresh when they change (another record).
 *
 * @example <PanelBoundary name="kyc" resetKeys={[player.id]}><KycPanel /></PanelBoundary>
 */
export function PanelBoundary({ name, resetKeys, children }: { name?: string; resetKeys?: unknown[]; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onError={logRenderError(`Panel ${name ?? ''}`.trim())}
      fallbackRender={(props) => <PanelFallback {...props} name={name} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function DialogFallback({ error, resetErrorBoundary }: FallbackProps) {
  const translate = useTranslate();
  const message = useErrorMessage();
  // The dialog's own onClose is not known here: Escape is what closes a dialog, as its owner set up.
  const close = (event: { currentTarget: HTMLElement }) =>
    event.currentTarget.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  return (
    <Stack spacing={2} sx={{ p: 3 }} data-testid="dialog-error">
      <Alert severity="error">
        {translate('app.error.dialogFailed', { _: 'This dialog could not be shown: %{message}', message: message(error) })}
      </Alert>
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={close}>{translate('app.error.close', { _: 'Close' })}</Button>
        <Button variant="contained" onClick={resetErrorBoundary}>
          {translate('app.error.retry', { _: 'Retry' })}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * The paper of every dialog (the theme's `MuiDialog` default `PaperComponent`, rendered by
 * MUI as the dialog's styled paper): the dialog's content inside an error boundary.
 */
export const BoundedDialogPaper = forwardRef<HTMLDivElement, PaperProps>(function BoundedDialogPaper({ children, ...props }, ref) {
  return (
    <Paper ref={ref} {...props}>
      <ErrorBoundary onError={logRenderError('Dialog')} FallbackComponent={DialogFallback}>
        {children}
      </ErrorBoundary>
    </Paper>
  );
});

interface CellBoundaryProps {
  value: unknown;
  children: ReactNode;
}

/**
 * A list or detail cell: one that throws shows its raw value as text (never a blank table). A
 * plain class, cheaper than the general boundary, since a list renders hundreds of cells.
 */
export class CellBoundary extends Component<CellBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    logRenderError('A cell')(error, info);
  }

  componentDidUpdate(previous: CellBoundaryProps) {
    if (this.state.failed && previous.value !== this.props.value) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const text = valueText(this.props.value);
    return (
      <span data-testid="cell-error" title={text}>
        {text}
      </span>
    );
  }
}
