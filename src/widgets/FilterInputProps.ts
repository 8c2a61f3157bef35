import type { FilterSpec } from '../resource-ui/types';

/** Props of every filter input: the generated filter spec. */
export interface FilterInputProps {
  spec: FilterSpec;
}
