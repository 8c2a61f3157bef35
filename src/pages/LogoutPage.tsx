import { useEffect } from 'react';
import { useLogout } from 'react-admin';

/** /auth/logout: signs out and goes to the login page. */
export function LogoutPage() {
  const logout = useLogout();
  useEffect(() => {
    void logout();
  }, [logout]);
  return null;
}
