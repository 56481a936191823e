export * from './port';
export { SqliteEventStore, openSqliteEventStore, DuplicateEventIdError } from './sqlite/sqliteEventStore';
export type { SqliteEventStoreOptions } from './sqlite/sqliteEventStore';
export { EsdbEventStore, openEsdbEventStore } from './esdb/esdbEventStore';
export type { EsdbClient, EsdbEventStoreOptions } from './esdb/esdbEventStore';
export { canonicalJson, ChainVerifier, computeEventHash, sealEvents, verifyChain } from './hashChain';
export type { ChainVerification, HashInput, UnsealedEvent } from './hashChain';
export { openEventStoreFromEnv, eventStoreConfigFromEnv, DEFAULT_SQLITE_FILE, EVENTSTORE_SETTING_NAMES } from './fromEnv';
export type { EventStoreConfig, EventStoreEnv } from './fromEnv';
