import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ShowBase, useRecordContext, useShowContext, useTranslate } from 'ra-core';
import { EditButton, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { getPath, matchesCondition } from '../../resources/model';
import type { ComponentType } from 'react';
import { RecordOperator, recordOperatorCode } from '../operator/RecordOperator';
import { ActionControl } from './ActionControl';
import { DefinitionContext } from './DefinitionContext';
import { ListRowsContext } from './ListRowsContext';
import { RecordLoadProblem } from './RecordLoadProblem';
import { DetailSection } from './DetailSection';
import type { ActionSpec, AnyRecord, AnyResource, PanelProps, SectionSpec, ShowSettings } from './types';
import { useAudience } from './useAudience';
import { useShownRecord } from './useShownRecord';

export interface ResourceShowProps {
  definition: AnyResource;
  settings: ShowSettings;
  sections: readonly SectionSpec[];
  /** The resource's `scope: 'record'` actions. */
  actions: readonly ActionSpec[];
  /** Record id when not taken from the route (a popup). */
  id?: string | number;
  /** The resource's row panel, shown under the sections (a betslip's bet rows). */
  panel?: ComponentType<PanelProps>;
}

function ShowSections({
  definition,
  settings,
  sections,
  actions,
  panel: Panel,
  recordId,
}: Omit<ResourceShowProps, 'id'> & { recordId: unknown }) {
  const translate = useTranslate();
  const visible = useAudience();
  const record = useRecordContext<AnyRecord>();
  const shown = useShownRecord(definition.name, record?.id ?? '');
  const { error, refetch } = useShowContext();
  if (error && !record) {
    const criteria = `${translate(`resources.${definition.name}.fields.${definition.id}`)} ${String(recordId)}`;
    return <RecordLoadProblem resource={definition.name} criteria={criteria} error={error} onRetry={() => void refetch()} />;
  }
  if (!record) return <LinearProgress />;
  const { expand } = settings;
  const name = getPath(record, settings.nameField) ?? record.id;
  const heading = `${translate(`resources.${definition.name}.name`, { smart_count: 1 })} ${String(name)}`;
  // Actions answer with the updated record where they declare one, and go to the record's operator.
  return (
    <RecordOperator code={recordOperatorCode(definition, record)}>
      <DefinitionContext.Provider value={definition}>
        <ListRowsContext.Provider value={shown}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Title title={heading} />
            <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography variant="h6" component="h1" sx={{ mr: 'auto' }}>
                {heading}
              </Typography>
              {/* The buttons of the record's decisions first, then the selectors of a value. */}
              {[...actions.filter(visible)]
                .sort((a, b) => Number(a.control === 'select') - Number(b.control === 'select'))
                .map((spec) => (
                  <ActionControl key={spec.name} spec={spec} definition={definition} record={record} target={{ id: record.id }} />
                ))}
              {settings.editable && <EditButton />}
            </Stack>
            {sections.map((section) => (
              <DetailSection key={section.title} section={section} record={record} />
            ))}
            {Panel && expand && visible(expand) && matchesCondition(record, expand.when) && (
              <Panel record={record} definition={definition} expand={settings.expand} replaceRecord={shown.replace} />
            )}
          </Stack>
        </ListRowsContext.Provider>
      </DefinitionContext.Provider>
    </RecordOperator>
  );
}

/**
 * The detail page of a declared resource: sections of labelled fields and the record's action
 * controls (status selects with a reason dialog, buttons, dialogs). The actions go to the record's
 * `operatorCode`; one whose answer is the updated record (`answer.record`) shows it in place.
 *
 * @example
 * <ResourceShow definition={player} settings={settings} sections={sections} actions={actions} />
 */
export function ResourceShow({ definition, id, ...rest }: ResourceShowProps) {
  const params = useParams();
  return (
    // A record that cannot be loaded is said so on the page (not found, or the error with Retry), not redirected away from.
    <ShowBase resource={definition.name} id={id} queryOptions={{ onError: () => undefined, retry: false }}>
      <ShowSections definition={definition} recordId={id ?? params.id} {...rest} />
    </ShowBase>
  );
}
