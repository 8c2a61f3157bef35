import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import type { ReportView } from './reportViews';

export interface ReportViewSwitchProps {
  /** The views the user may open, in tab order. */
  views: readonly ReportView[];
  /** The view on screen. */
  current: ReportView;
  onChange: (view: ReportView) => void;
}

/**
 * The reports' view switch, under the list's title: a tab per view (scrollable when they do not
 * fit), and on a phone a choice box that fits its width, so no tab lies beyond the window's edge.
 */
export function ReportViewSwitch({ views, current, onChange }: ReportViewSwitchProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const label = (report: ReportView) => translate(`resources.${report.resource.name}.name`, { smart_count: 2 });
  const choose = (view: string) => onChange(views.find((report) => report.view === view)!);
  if (phone) {
    return (
      <TextField
        select
        size="small"
        fullWidth
        label={translate('app.reports.views')}
        value={current.view}
        onChange={(event) => choose(event.target.value)}
        data-testid="report-view-select"
      >
        {views.map((report) => (
          <MenuItem key={report.view} value={report.view}>
            {label(report)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <Tabs
      value={current.view}
      onChange={(_, view: string) => choose(view)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate('app.reports.views')}
    >
      {views.map((report) => (
        <Tab key={report.view} value={report.view} label={label(report)} />
      ))}
    </Tabs>
  );
}
