/**
 * The server-health state behind the server-unavailable bar (000 §2, §8): set while a transitory
 * error (502, 503, network error, timeout) exists, cleared by any successful response.
 */

/** State of one probed server URL. */
export type ProbeState = 'pending' | 'success' | 'failed';

export interface ServerProbe {
  url: string;
  state: ProbeState;
}

export interface ServerHealth {
  /** HTTP status of the last transitory error; 0 for a network error or timeout. */
  status: number;
  message: string;
  /** Epoch ms of the next retry, when one is planned. */
  retryAt?: number;
  /** Transitory errors in a row. */
  count: number;
  /** The server URLs checked while the error lasts. */
  probes: ServerProbe[];
}

type Listener = () => void;

export interface ServerHealthStore {
  /** The current problem, or undefined while the server answers. */
  get: () => ServerHealth | undefined;
  subscribe: (listener: Listener) => () => void;
  /** Records a transitory error and the planned retry; returns the error count. */
  reportTransitory: (error: { status: number; message: string; retryAt?: number }) => number;
  /** Any successful response: clears the problem. */
  reportSuccess: () => void;
  setProbes: (probes: ServerProbe[]) => void;
}

/** Creates a health store (the console uses {@link serverHealth}). */
export function createServerHealthStore(): ServerHealthStore {
  let state: ServerHealth | undefined;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportTransitory: ({ status, message, retryAt }) => {
      state = { status, message, retryAt, count: (state?.count ?? 0) + 1, probes: state?.probes ?? [] };
      emit();
      return state.count;
    },
    reportSuccess: () => {
      if (!state) return;
      state = undefined;
      emit();
    },
    setProbes: (probes) => {
      if (!state) return;
      state = { ...state, probes };
      emit();
    },
  };
}

/** The console's one health store. */
export const serverHealth = createServerHealthStore();
