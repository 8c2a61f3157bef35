/// <reference types="vite/client" />
/**
 * UI build info, set at build time by vite.config.ts (`define`): the package version, the git
 * commit count (the build number) and the short commit id.
 */

declare const __UI_BUILD__: { version: string; buildNumber: string; commitId: string; builtAt: string } | undefined;

export interface UiBuild {
  version: string;
  buildNumber: string;
  commitId: string;
  builtAt: string;
}

/** The build info of this bundle ("dev" values outside a build). */
export const UI_BUILD: UiBuild =
  typeof __UI_BUILD__ === 'undefined' ? { version: 'dev', buildNumber: 'dev', commitId: '', builtAt: '' } : __UI_BUILD__;
