/**
 * Server info (`GET info`, 000 §3) for the whole console: loaded at start and after each sign-in,
 * with the server time offset computed from serverTimestamp (000 §4).
 */
import { useSyncExternalStore } from 'react';
import { setSourceIp } from '../data/requestExtras';
import { noteServerTimestamp, offsetFrom } from '../data/serverClock';
import type { ServerInfo } from '../data/types';

export interface UiInfo {
  officeRegistrationDisabled?: boolean;
  officeTitle?: string;
  contactEmail?: string;
  darkTheme?: boolean;
  theme?: { primary?: string; secondary?: string };
  colors?: Record<string, string>;
  role?: { role?: string; operatorCode?: string | null } | null;
  [key: string]: unknown;
}

export interface LoadedServerInfo extends ServerInfo {
  uiInfo?: UiInfo;
  build?: { version?: string };
  git?: { commitCount?: number | null; commitId?: string | null; commitTime?: string | null };
  feedCache?: { feed2Name?: string; matchAgeDurationInSeconds?: number } | null;
  serverStartTimeUTC?: string;
  /** The address the server saw this console at; sent back as the source-IP header. */
  sourceIp?: string | null;
}

interface State {
  info?: LoadedServerInfo;
  /** Server time minus local time, ms. */
  offsetMs: number;
}

let state: State = { offsetMs: 0 };
const listeners = new Set<() => void>();

/** Stores freshly loaded server info. */
export function setServerInfo(info: LoadedServerInfo, now = Date.now()): void {
  noteServerTimestamp(info.serverTimestamp, now);
  state = { info, offsetMs: offsetFrom(info.serverTimestamp, now) };
  setSourceIp(info.sourceIp);
  listeners.forEach((listener) => listener());
}

export function getServerInfoState(): State {
  return state;
}

export function subscribeServerInfo(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads server info with a loader (the data provider's getServerInfo); failures are logged. */
export async function loadServerInfo(load: () => Promise<ServerInfo>): Promise<void> {
  await loadTimedServerInfo(async () => ({ payload: (await load()) as Record<string, unknown>, receivedAt: Date.now() }));
}

/** Like {@link loadServerInfo}, with the time the answer arrived (an answer loaded earlier and shared). */
export async function loadTimedServerInfo(load: () => Promise<{ payload: Record<string, unknown>; receivedAt: number }>): Promise<void> {
  try {
    const { payload, receivedAt } = await load();
    setServerInfo(payload as LoadedServerInfo, receivedAt);
  } catch (error) {
    console.error('Could not load the server info', error);
  }
}

/** Server info (undefined until loaded) and the server time offset. */
export function useServerInfo(): State {
  return useSyncExternalStore(subscribeServerInfo, getServerInfoState, getServerInfoState);
}
