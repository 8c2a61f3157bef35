/**
 * `object.entries` in the browser build. node-polyglot (under ra-i18n-polyglot) requires that
 * ES2017 polyfill, whose own dependencies (get-intrinsic, call-bound and pieces of es-abstract) put
 * about 5 kB of compressed script into the console's start-up chunk. Every browser the console runs
 * in has `Object.entries`, so the build resolves the package to this module instead.
 */
export default Object.entries;
