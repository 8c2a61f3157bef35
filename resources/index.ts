/** Every declared resource, in registry order. The generator and the server read this list. */
export { player } from './player';
