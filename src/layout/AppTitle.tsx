import { useTranslate } from 'react-admin';

/** The product title, "Backoffice". */
export function AppTitle() {
  return <>{useTranslate()('app.title')}</>;
}
