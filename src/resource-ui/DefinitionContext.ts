/** The declaration of the resource whose rows or record the controls below belong to. */
import { createContext, useContext } from 'react';
import type { AnyResource } from './types';

/** Provided by ResourceListView and ResourceShow; cells read their actions' inputs from it. */
export const DefinitionContext = createContext<AnyResource | null>(null);

/** The surrounding list's or record page's resource declaration, or null outside one. */
export function useDefinition(): AnyResource | null {
  return useContext(DefinitionContext);
}
