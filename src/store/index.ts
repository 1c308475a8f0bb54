/** The store: the one owner of IndexedDB (games as event logs, settings, saved boards, deck profiles, backups). */
export { openStore, deleteStore } from './store';
export type { Store, NewGame, AppendMeta, LoadedGame, GameList, RecordList, OpenOptions } from './store';
export { DEVICE_SETTING_PREFIX, sameValue, contentHash } from './transfer';
export type { ImportOptions, ImportSummary, Counts, RawGame } from './transfer';
export { parseExportFile, EXPORT_FORMAT, EXPORT_VERSION, READABLE_EXPORT_VERSIONS, IMPORT_LIMITS } from './exportFile';
export type { ExportFile, ExportedGame, ImportValidators } from './exportFile';
export { parseGameRecord, parseBoardRecord, parseDeckRecord, parseSettingRecord } from './parse';
export type { EventCheck, UnreadableGame } from './parse';
export { upgradeSchema } from './connection';
export { DB_NAME, DB_VERSION, RECORD_VERSION, STORE_NAMES } from './schema';
export type { GameRecord, EventRecord, SettingRecord, BoardRecord, DeckRecord, MugginsDB } from './schema';
export { STORE_ERROR_CODES, StoreFailure, UPGRADED_ELSEWHERE } from './errors';
export type { StoreError, StoreErrorCode, StoreResult } from './errors';
