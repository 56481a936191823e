import type { Resolvers } from '../generated/resolvers';
import { DateTimeScalar, JSONScalar } from '../scalars';

export const commonResolvers: Resolvers = {
  JSON: JSONScalar,
  DateTime: DateTimeScalar,
};
