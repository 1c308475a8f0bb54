/**
 * The browser-test kit, the one every browser test file imports: a browser as a phone has it and the preview it
 * talks to (`browser`), the app driven by taps through its screens and the table's steps (`drive`), the table read
 * as a player and a screen reader do (`read`), taps that wait for the store (`taps`), what does not fit (`fit`,
 * `holes`), and the scenarios several files share: other sides' tables (`sides`), following phones (`follow`),
 * a phone whose camera is shown another phone's QR code (`camera`), killing Chromium (`processes`). A renamed control is changed here once.
 */
export * from './browser';
export * from './drive';
export * from './fit';
export * from './follow';
export * from './holes';
export * from './processes';
export * from './read';
export * from './sides';
export * from './taps';
export * from './camera';
