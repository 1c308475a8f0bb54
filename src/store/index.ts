/** The store: the one owner of IndexedDB (games as event logs, settings, saved boards, export/import). */
export { openStore, deleteStore } from './store';
export type { Store, NewGame, LoadedGame, GameList, ImportOptions, ImportSummary, OpenOptions } from './store';
export { parseExportFile, parseGameRecord, parseBoardRecord, EXPORT_FORMAT, EXPORT_VERSION } from './parse';
export type { ExportFile, ExportedGame, ImportValidators } from './parse';
export { DB_NAME, DB_VERSION, RECORD_VERSION } from './schema';
export type { GameRecord, EventRecord, SettingRecord, BoardRecord, MugginsDB } from './schema';
export { STORE_ERROR_CODES } from './errors';
export type { StoreError, StoreErrorCode, StoreResult } from './errors';
