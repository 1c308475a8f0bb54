/** The flags every Chromium of the tests and tools starts with (see chromium.mjs); copy before adding to it. */
export const CHROMIUM_FLAGS: string[];
