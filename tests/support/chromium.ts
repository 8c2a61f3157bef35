/**
 * The flags every Chromium of the project runs with (browser tests and benchmarks): no sandbox as
 * root, and none of the background connections a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
