import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/Upload';
import { Avatar, Box, Button, Stack, TextField } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LOGO_URL_MAX } from '../../../../resources/operators';

export interface LogoFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown in the preview while there is no logo. */
  initials: string;
}

/** An image file as a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A console's logo: an address, or an image uploaded from the computer (kept as a data URL, at
 * most about 150 KB), with its preview and a button that removes it.
 *
 * @example <LogoField value={logoUrl} onChange={setLogoUrl} initials="DB" />
 */
export function LogoField({ value, onChange, error, initials }: LogoFieldProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const uploaded = value.startsWith('data:');
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const url = await readAsDataUrl(file);
    if (url.length > LOGO_URL_MAX) return setFileError(translate('app.validation.logoTooLarge'));
    setFileError(undefined);
    onChange(url);
  };
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      <Avatar
        variant="rounded"
        src={value || undefined}
        alt=""
        sx={{ width: 56, height: 56, bgcolor: 'action.selected', color: 'text.primary' }}
        data-testid="logo-preview"
      >
        {initials}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          size="small"
          fullWidth
          label={translate('app.operators.fields.logoUrl')}
          value={uploaded ? translate('app.operators.logoUploaded') : value}
          disabled={uploaded}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error ?? fileError)}
          helperText={error ?? fileError ?? translate('app.operators.logoHint')}
        />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
          <Button size="small" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
            {translate('app.operators.uploadLogo')}
          </Button>
          {value && (
            <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={() => onChange('')}>
              {translate('app.operators.removeLogo')}
            </Button>
          )}
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
            hidden
            onChange={(event) => void choose(event)}
            data-testid="logo-file"
          />
        </Stack>
      </Box>
    </Stack>
  );
}
