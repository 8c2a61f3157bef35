import { ManagerCredentialsView } from '../pages/manager/ManagerCredentialsView';
import type { PanelProps } from '../resource-ui/types';

/** A manager row's panel (`list.expand.panel`): how the manager signs in, never a password. */
export function ManagerCredentialsPanel({ record }: PanelProps) {
  return <ManagerCredentialsView code={String(record.code)} />;
}
