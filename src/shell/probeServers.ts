/**
 * While the server is unavailable, the console checks the servers it depends on and lists them
 * in the bar's hover list (000 §8 "the external servers are probed"): the URLs `GET
 * external-servers` gave (000 §7), or, before that list arrived, the back-office API and the
 * console's own origin.
 */
import type { ServerHealthStore, ServerProbe } from '../data/serverHealth';

export const PROBE_URLS: readonly string[] = ['/api/officeapp/info', '/version.json'];
const PROBE_TIMEOUT_MS = 10_000;

/** Probes each URL once, updating the store as answers arrive. */
export async function probeServers(
  health: ServerHealthStore,
  urls: readonly string[] = PROBE_URLS,
  doFetch: typeof fetch = globalThis.fetch,
): Promise<void> {
  let probes: ServerProbe[] = urls.map((url) => ({ url, state: 'pending' }));
  health.setProbes(probes);
  await Promise.all(
    urls.map(async (url) => {
      let ok = false;
      try {
        const response = await doFetch(url, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        ok = response.ok;
      } catch {
        ok = false;
      }
      probes = probes.map((probe) => (probe.url === url ? { url, state: ok ? 'success' : 'failed' } : probe));
      health.setProbes(probes);
    }),
  );
}
