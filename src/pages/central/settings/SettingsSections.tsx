import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SettingsSectionState } from '../../../../resources/systemSettings';
import type { BackofficeDataProvider } from '../../../data/types';
import { loadServerInfo } from '../../../shell/serverInfo';
import { SectionCard } from './SectionCard';

/**
 * The settings sections of a view (`GET {op}/system/settings`): the platform's in the central
 * view, an operator's own otherwise. After a save the console reloads its UI info, so what the
 * settings change (the footer's e-mail, the export size) shows at once.
 *
 * @example <SettingsSections operator="central" />
 */
export function SettingsSections({ operator }: { operator: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['systemSettings', operator],
    queryFn: () => dataProvider.callApi<{ sections: SettingsSectionState[] }>({ method: 'GET', path: 'system/settings', operator }),
  });
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {error instanceof Error ? error.message : String(error)}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      {data.sections.map((section) => (
        <SectionCard
          key={`${section.code}:${section.updated ?? ''}`}
          section={section}
          operator={operator}
          onSaved={() => {
            void refetch();
            void loadServerInfo(() => dataProvider.getServerInfo());
          }}
        />
      ))}
    </Stack>
  );
}
