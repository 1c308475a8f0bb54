/** Replaced at build time by vite.config.ts's `define`: the package version and an optional build label. */
declare const __APP_VERSION__: string;

/**
 * The running app's version, e.g. `'0.1.0'`, or `'0.1.0 (nightly)'` for a build made with
 * `MUGGINS_BUILD_LABEL=nightly`; shown in Settings, so a player (and the update test) can see which build runs.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
