import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'ra-core';
import { ActionControl } from './ActionControl';
import { bulkTarget } from './bulkTarget';
import { SelectionActionControl } from './SelectionActionControl';
import type { ActionSpec, AnyRecord, AnyResource } from './types';

export interface BulkActionsToolbarProps {
  definition: AnyResource;
  actions: readonly ActionSpec[];
}

/** The bulk actions of the selected rows, and the record actions offered for them (`selection`); shown while a selection exists. */
export function BulkActionsToolbar({ definition, actions }: BulkActionsToolbarProps) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, data } = useListContext<AnyRecord>();
  if (selectedIds.length === 0 || actions.length === 0) return null;
  const target = bulkTarget(selectedIds, data, definition);
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      sx={{ px: 1, py: 1, bgcolor: 'action.selected' }}
      data-testid="bulk-actions"
    >
      <Typography variant="body2">
        {translate('ra.action.bulk_actions', { smart_count: selectedIds.length, _: `${selectedIds.length} selected` })}
      </Typography>
      {actions.map((spec) =>
        spec.selection ? (
          <SelectionActionControl key={spec.name} spec={spec} definition={definition} />
        ) : (
          <ActionControl key={spec.name} spec={spec} definition={definition} target={target} onDone={() => onUnselectItems()} />
        ),
      )}
    </Stack>
  );
}
