/** The store: the one owner of IndexedDB (games as event logs, settings, saved boards, deck profiles, backups). */
export { openStore, deleteStore } from './store';
export { readRawDatabase } from './rawDatabase';
export type { RawDatabase } from './rawDatabase';
export { rawText } from './rawText';
export type { Store, NewGame, AppendMeta, LoadedGame, GameList, GamePage, GamePosition, RecordList, OpenOptions } from './types';
// Export and import code (`parseExportFile` in ./exportFile, `sameValue` and `contentHash` in ./sameValue) is loaded
// by the store on first use; re-exporting a value from those modules here would put it in every first load.
export type { Backup, ImportOptions, ImportSummary, Counts, RawGame } from './transferTypes';
export { damagedName } from './damaged';
export type { DamagedKind, DamagedRecord } from './damaged';
export type { ExportFile, ExportedGame, ImportValidators } from './exportFile';
// Club nights load on first use too (`clubs` on the store): types only here.
export type { ClubStore, NightGames, NightList, NightResult, StoredNight } from './clubs';
export { DEVICE_SETTING_PREFIX, draftKey, EXPORT_FORMAT, EXPORT_VERSION, READABLE_EXPORT_VERSIONS, IMPORT_LIMITS, tooLargeToImport } from './format';
export { parseGameRecord, parseBoardRecord, parseDeckRecord, parseSettingRecord } from './parse';
export type { EventCheck, LogCheck, LogChecks, LogFault, UnreadableGame } from './parse';
export { upgradeSchema } from './connection';
export { DB_NAME, DB_VERSION, RECORD_VERSION, STORE_NAMES } from './schema';
export type { GameRecord, StoredGame, EventRecord, SettingRecord, BoardRecord, DeckRecord, ClubRecord, MugginsDB } from './schema';
export { NEWER_DATA, STORE_ERROR_CODES, StoreFailure, UPGRADED_ELSEWHERE } from './errors';
export type { StoreError, StoreErrorCode, StoreResult } from './errors';
