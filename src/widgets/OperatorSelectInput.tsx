import type { FilterInputProps } from './FilterInputProps';
import type { LoadOperators } from './OperatorsLoaderContext';
import { SelectFilterInput } from './SelectFilterInput';
import { useOperatorCodes } from './useOperatorCodes';

/** Props of {@link OperatorSelectInput}. */
export interface OperatorSelectInputProps extends FilterInputProps {
  /** Overrides the app's OperatorsLoaderContext loader. */
  loadOperators?: LoadOperators;
}

/**
 * The operator filter (`optionsSource: 'operators'`): Any plus the operator codes loaded at run time.
 *
 * @example
 * <OperatorSelectInput spec={{ source: 'operatorCode', type: 'select', label:
 * 'resources.betslip.fields.operatorCode', optionsSource: 'operators', only: 'central' }} />
 */
export function OperatorSelectInput({ spec, loadOperators }: OperatorSelectInputProps) {
  const operators = useOperatorCodes(loadOperators);
  return <SelectFilterInput spec={spec} options={operators} />;
}
