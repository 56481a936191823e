import type { Resolvers } from '../generated/resolvers';
import { commonResolvers } from './common';
import { projectResolvers } from './projects';
import { environmentResolvers } from './environments';
import { flagResolvers } from './flags';
import { overrideResolvers } from './overrides';
import { memberResolvers } from './members';
import { billingResolvers } from './billing';
import { paymentResolvers } from './payments';
import { dashboardResolvers } from './dashboard';
import { userResolvers } from './users';
import { historyResolvers } from './history';
import { automationResolvers } from './automation';
import { targetingResolvers } from './targeting';
import { segmentResolvers } from './segments';
import { usageResolvers } from './usage';

/** Every area's resolvers (makeExecutableSchema merges them). */
export const resolvers: Resolvers[] = [
  commonResolvers,
  projectResolvers,
  environmentResolvers,
  flagResolvers,
  overrideResolvers,
  memberResolvers,
  billingResolvers,
  paymentResolvers,
  dashboardResolvers,
  userResolvers,
  historyResolvers,
  automationResolvers,
  targetingResolvers,
  segmentResolvers,
  usageResolvers,
];
