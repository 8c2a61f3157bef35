import { Dialog, DialogContent, DialogTitle, useMediaQuery, useTheme, type DialogProps } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of the register, login and forgotten-password modals (000 §2): full screen on small
 * screens, 50vw from medium up.
 */
export function AuthDialog({
  open,
  onClose,
  title,
  children,
  ...rest
}: { open: boolean; onClose: () => void; title: string; children: ReactNode } & Omit<DialogProps, 'open' | 'onClose' | 'title'>) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={small}
      maxWidth={false}
      aria-labelledby="auth-dialog-title"
      slotProps={{ paper: { sx: small ? {} : { width: '50vw', maxWidth: '50vw' } } }}
      {...rest}
    >
      <DialogTitle id="auth-dialog-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
}
