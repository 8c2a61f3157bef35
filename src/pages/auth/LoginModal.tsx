import { useTranslate } from 'react-admin';
import { LoginForm } from '../LoginForm';
import { AuthDialog } from './AuthDialog';
import { LoginLinks } from './LoginLinks';

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** Where login brings the user; default the page first asked for. */
  redirectTo?: string;
  onSuccess?: () => void;
  /** Location state handed to the register and forgotten-password links. */
  state?: unknown;
}

/**
 * The login modal (000 §2): the login form and its links, full screen on small screens and 50vw
 * from medium up.
 *
 * @example
 * <LoginModal open={open} onClose={close} redirectTo="/players?page=2" />
 */
export function LoginModal({ open, onClose, redirectTo, onSuccess, state }: LoginModalProps) {
  const translate = useTranslate();
  return (
    <AuthDialog open={open} onClose={onClose} title={translate('app.login.title')}>
      <LoginForm redirectTo={redirectTo} onSuccess={onSuccess} />
      <LoginLinks state={state} />
    </AuthDialog>
  );
}
