/**
 * How the console loads the operator list for operator filters (`optionsSource: 'operators'`).
 * The app provides a loader that calls `GET /api/officeapp/operators-info` with the session's
 * token and returns the codes of operators whose role is operator (002 §2); non-central users get
 * an empty list (000 §6).
 *
 * @example
 * <OperatorsLoaderContext.Provider value={() => dataProvider.getOperatorCodes()}>...</OperatorsLoaderContext.Provider>
 */
import { createContext } from 'react';

/** Loads operator codes. */
export type LoadOperators = () => Promise<string[]>;

/** The app-wide operator loader; undefined when none is provided (the filter then offers Any only). */
export const OperatorsLoaderContext = createContext<LoadOperators | undefined>(undefined);
