import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { usePermissions } from 'ra-core';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { audienceAllows } from '../../../resources/menu';
import type { Permissions } from '../../auth/types';
import { generatedResources } from '../../generated/registry';
import { ListTabsContext } from '../../resource-ui/ListTabsContext';
import { ReportViewSwitch } from './ReportViewSwitch';
import { REPORT_VIEWS, reportViewSearch } from './reportViews';

/**
 * `/reports?view=revenue|liability|future-events|significant-events|offer-monitoring` (000 §2): a
 * tab per view the user's view may open, each the view's generated list with its filters, sort and
 * page in the address beside `view`. An address without a known view opens the first; one with only
 * `view` gets the view's default filter, if it has one. A view the user may not open is left to the route guard,
 * which sends them home saying why.
 */
export function ReportsPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { permissions } = usePermissions<Permissions>();
  const params = new URLSearchParams(search);
  const current = REPORT_VIEWS.find((report) => report.view === params.get('view'));
  // A view's default filter goes into an address that holds only `view` (the list reads its defaults only from an empty address).
  const bare = current?.resource.list.defaultFilter !== undefined && [...params.keys()].every((key) => key === 'view');
  useEffect(() => {
    if (!current) navigate(reportViewSearch(REPORT_VIEWS[0]), { replace: true });
    else if (bare) navigate(reportViewSearch(current), { replace: true });
  }, [bare, current, navigate]);
  if (!permissions || !current || bare) return <LinearProgress aria-busy />;
  const role = permissions.role === 'central' ? 'central' : 'operator';
  const views = REPORT_VIEWS.filter((report) => audienceAllows(report.audience, role));
  if (!views.includes(current)) return null;
  const List = generatedResources.find((entry) => entry.name === current.resource.name)!.list;
  const tabs = <ReportViewSwitch views={views} current={current} onChange={(report) => navigate(reportViewSearch(report))} />;
  // The view switch sits under the list's title; the page's width comes from the window, never from the tabs.
  return (
    <Box sx={{ contain: 'inline-size' }}>
      <ListTabsContext.Provider value={tabs}>
        <Suspense fallback={<LinearProgress aria-busy />}>
          <List key={current.view} />
        </Suspense>
      </ListTabsContext.Provider>
    </Box>
  );
}
