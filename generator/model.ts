/** The generator's model of a resource: the declared model (`src/resource-ui/declaredModel.ts`) and where it is declared. */
import type { DeclaredModel } from '../src/resource-ui/declaredModel';

export interface ResourceModel extends DeclaredModel {
  /** The declaring file relative to the project root. */
  file: string;
  absFile: string;
  exportName: string;
}
