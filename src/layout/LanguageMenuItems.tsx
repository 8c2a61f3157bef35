import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../i18n/languages';

/** User-menu entries choosing the language; react-admin persists the choice. */
export function LanguageMenuItems() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <>
      <ListSubheader>{translate('app.userMenu.language')}</ListSubheader>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language.locale}
          selected={language.locale === locale}
          onClick={() => setLocale(language.locale)}
          lang={language.locale}
        >
          <ListItemIcon>{language.locale === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{language.name}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}
