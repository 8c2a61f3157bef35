// Entry of the embedded database's worker thread: loads the TypeScript worker through tsx,
// whether the server runs under tsx, vitest or plain node.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
