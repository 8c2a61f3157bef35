import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router-dom';
import { useListContext, usePermissions, useTranslate } from 'ra-core';
import type { FilterSpec } from '../resource-ui/types';
import { isVisibleTo, type ConsolePermissions } from './audience';
import { FilterBarContext } from './FilterBarContext';
import { FilterInput } from './FilterInput';
import { RefreshButton, type RefreshRate } from './RefreshButton';
import { SearchInput } from './SearchInput';
import { ToolbarButton, useCompactToolbar } from './ToolbarButton';
import { useFilterBarController } from './useFilterBarController';

/** Props of {@link FilterBar}. */
export interface FilterBarProps {
  filters: readonly FilterSpec[];
  /** Fixed filters (a player scope): kept by Reset filters, and their inputs are not shown. */
  permanentFilter?: Record<string, unknown>;
  /** What Reset filters restores (default: the permanent filter); a list's default time frame stays. */
  resetFilter?: Record<string, unknown>;
  /** List-specific buttons at the end of the bar (collection actions, export). */
  actions?: ReactNode;
  /** The list's auto-refresh interval, chosen in the Refresh now button's menu. */
  refreshRate?: RefreshRate;
  /** Shows the optional Add Transactions button, leading to the statement files (000 §2). */
  addTransactions?: boolean;
}

/** Where the filter bar's Add Transactions button leads (000 §2). */
export const ADD_TRANSACTIONS_ROUTE = '/spot/spot-files';

/**
 * The shared table filter bar (000 §2): search box, Filters toggle over the advanced filters,
 * Reset filters, Refresh now (with the list's auto-refresh interval in its menu), the optional Add
 * Transactions button and an actions slot, in one row at desktop widths; below 900 px the buttons
 * are icons with tooltips and the search box takes the room left. Changes are debounced 350 ms and written to
 * the surrounding react-admin list context (URL-synced; the page goes back to the first).
 * Filters marked `only` are shown to their audience only.
 *
 * @example
 * <ListBase resource="betslip"><FilterBar filters={betslipFilters} actions={<ExportButton ... />} /></ListBase>
 */
export function FilterBar({ filters, permanentFilter = {}, resetFilter, actions, addTransactions, refreshRate }: FilterBarProps) {
  const translate = useTranslate();
  const compact = useCompactToolbar();
  const { permissions } = usePermissions<ConsolePermissions>();
  const { filterValues } = useListContext();
  const controller = useFilterBarController(filters, permanentFilter, undefined, resetFilter ?? permanentFilter);
  const visible = filters.filter((spec) => isVisibleTo(spec.only, permissions) && !(spec.source in permanentFilter));
  const search = visible.find((spec) => spec.search);
  const advanced = visible.filter((spec) => !spec.search);
  const activeCount = advanced.filter((spec) => filterValues?.[spec.source] !== undefined).length;

  return (
    <FilterBarContext.Provider value={controller}>
      <Box sx={{ py: 1 }}>
        <Stack
          direction="row"
          spacing={compact ? 0.5 : 1}
          useFlexGap
          data-testid="list-toolbar"
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          {search && <SearchInput spec={search} compact={compact} />}
          {advanced.length > 0 && (
            <ToolbarButton
              onClick={controller.toggleAdvanced}
              aria-expanded={controller.advancedShown}
              icon={
                <Badge badgeContent={activeCount} color="primary" slotProps={{ badge: { 'aria-hidden': true } }}>
                  {controller.advancedShown ? <FilterListOffIcon /> : <FilterListIcon />}
                </Badge>
              }
              label={translate('app.filters.toggle')}
            />
          )}
          <ToolbarButton compact onClick={controller.reset} icon={<RestartAltIcon />} label={translate('app.filters.reset')} />
          <RefreshButton onRefresh={controller.refetch} rate={refreshRate} />
          {addTransactions && (
            <ToolbarButton
              component={RouterLink}
              to={ADD_TRANSACTIONS_ROUTE}
              icon={<AddIcon />}
              label={translate('app.filters.addTransactions')}
              data-testid="add-transactions"
            />
          )}
          <Box sx={{ flexGrow: 1 }} />
          {actions}
        </Stack>
        <Collapse in={controller.advancedShown} unmountOnExit>
          {/* An even grid: every filter one column wide, a from/to range two. */}
          <Box
            data-testid="advanced-filters"
            sx={{ pt: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', alignItems: 'start' }}
          >
            {advanced.map((spec) => (
              <Box key={spec.source} sx={{ gridColumn: spec.type === 'range' ? 'span 2' : undefined, minWidth: 0 }}>
                <FilterInput spec={spec} />
              </Box>
            ))}
          </Box>
        </Collapse>
      </Box>
    </FilterBarContext.Provider>
  );
}
