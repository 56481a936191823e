export * from './readStore/port';
export * from './readStore/memoryReadStore';
export * from './readStore/redisReadStore';
export * from './keys';
export * from './models/configDocs';
export * from './projectors/projectProjector';
export * from './projectors/docProjector';
export * from './runner';
