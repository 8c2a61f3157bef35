// The generator thread's entry: a worker's own script is loaded before any loader of its parent
// applies, so it registers tsx itself and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
