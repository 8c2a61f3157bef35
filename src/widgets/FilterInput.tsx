import { BooleanFilterInput } from './BooleanFilterInput';
import type { FilterInputProps } from './FilterInputProps';
import { MultiSelectAnyInput } from './MultiSelectAnyInput';
import { OperatorSelectInput } from './OperatorSelectInput';
import { RangeInput } from './RangeInput';
import { SelectFilterInput } from './SelectFilterInput';
import { TextFilterInput } from './TextFilterInput';
import { TimeFrameInput } from './TimeFrameInput';

/**
 * The input for a filter spec, chosen by its type (and `optionsSource` for run-time options).
 *
 * @example
 * <FilterInput spec={spec} />
 */
export function FilterInput({ spec }: FilterInputProps) {
  if (spec.optionsSource === 'operators') return <OperatorSelectInput spec={spec} />;
  switch (spec.type) {
    case 'input':
      return <TextFilterInput spec={spec} />;
    case 'select':
      return <SelectFilterInput spec={spec} />;
    case 'multipleSelect':
      return <MultiSelectAnyInput spec={spec} />;
    case 'boolean':
      return <BooleanFilterInput spec={spec} />;
    case 'timeFrame':
      return <TimeFrameInput spec={spec} />;
    case 'range':
      return <RangeInput spec={spec} />;
  }
}
