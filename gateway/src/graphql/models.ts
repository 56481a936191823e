import type { flagView } from '../views/projectViews';

/**
 * What resolvers return for schema types whose fields the views do not all carry
 * (codegen `mappers`): the missing fields have their own resolvers.
 */
export type FlagModel = ReturnType<typeof flagView>;
