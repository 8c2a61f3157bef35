import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ShowBase, useRecordContext, useRefresh, useTranslate } from 'ra-core';
import { EditButton, Title } from 'react-admin';
import { getPath, matchesCondition } from '../../resources/model';
import type { ComponentType } from 'react';
import { ActionControl } from './ActionControl';
import { DetailSection } from './DetailSection';
import type { ActionSpec, AnyRecord, AnyResource, PanelProps, SectionSpec, ShowSettings } from './types';
import { useAudience } from './useAudience';

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

function ShowSections({ definition, settings, sections, actions, panel: Panel }: Omit<ResourceShowProps, 'id'>) {
  const translate = useTranslate();
  const visible = useAudience();
  const refresh = useRefresh();
  const record = useRecordContext<AnyRecord>();
  if (!record) return <LinearProgress />;
  const { expand } = settings;
  const name = getPath(record, settings.nameField) ?? record.id;
  const heading = `${translate(`resources.${definition.name}.name`, { smart_count: 1 })} ${String(name)}`;
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title={heading} />
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h1" sx={{ mr: 'auto' }}>
          {heading}
        </Typography>
        {actions.filter(visible).map((spec) => (
          <ActionControl key={spec.name} spec={spec} definition={definition} record={record} target={{ id: record.id }} />
        ))}
        {settings.editable && <EditButton />}
      </Stack>
      {sections.map((section) => (
        <DetailSection key={section.title} section={section} record={record} />
      ))}
      {Panel && expand && visible(expand) && matchesCondition(record, expand.when) && (
        <Panel record={record} definition={definition} expand={settings.expand} replaceRecord={() => refresh()} />
      )}
    </Stack>
  );
}

/**
 * The detail page of a declared resource: sections of labelled fields and the record's action
 * controls (status selects with a reason dialog, buttons, dialogs).
 *
 * @example
 * <ResourceShow definition={player} settings={settings} sections={sections} actions={actions} />
 */
export function ResourceShow({ definition, id, ...rest }: ResourceShowProps) {
  return (
    <ShowBase resource={definition.name} id={id}>
      <ShowSections definition={definition} {...rest} />
    </ShowBase>
  );
}
