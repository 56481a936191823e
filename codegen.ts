import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (schema/*.graphql) -> typed resolvers for the gateway and typed documents for
 * the web app. `npm run codegen` writes the files; `npm run codegen:check` (and
 * gateway/test/codegen.test.ts) fail when the committed ones are stale.
 */
export const GENERATED_HEADER = [
  '// GENERATED FILE: DO NOT EDIT. Produced by @graphql-codegen from schema/*.graphql (codegen.ts).',
  "// Change the schema or the web app's documents, then run `npm run codegen`.",
  '',
].join('\n');

/** Puts the header on every generated file (the client preset writes several). */
export const withGeneratedHeader = (_path: string, content: string): string => (content.startsWith(GENERATED_HEADER) ? content : GENERATED_HEADER + content);

const scalars = { JSON: 'unknown', DateTime: 'string' };

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/*.graphql',
  // none yet; the web app's operations will live next to their components
  documents: ['web/src/**/*.graphql', 'web/src/**/*.{ts,tsx}', '!web/src/apollo/generated/**'],
  ignoreNoDocuments: true,
  // the check (scripts/codegen-check.ts) applies the same hook before comparing
  hooks: { beforeOneFileWrite: [withGeneratedHeader] },
  generates: {
    'gateway/src/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        // Types whose resolvers return a view object that lacks some schema fields
        // (those fields have their own resolvers).
        mappers: {
          Flag: '../models#FlagModel',
          Project: '../models#ProjectModel',
          ProjectOwner: '../models#ProjectOwnerModel',
          TeamMember: '../models#TeamMemberModel',
          Environment: '../models#EnvironmentModel',
          Override: '../models#OverrideModel',
          PastProject: '../models#PastProjectModel',
          PastOverride: '../models#OverrideModel',
          UserInfo: '../models#UserInfoModel',
          HistoryEntry: '../models#HistoryEntryModel',
          ChainBreak: '../models#ChainBreakModel',
          Member: '../models#MemberModel',
          MemberUser: '../models#MemberUserModel',
          Invitation: '../models#InvitationModel',
          InvitationDetails: '../models#InvitationDetailsModel',
          Segment: '../models#SegmentModel',
          ApiToken: '../models#ApiTokenModel',
          Webhook: '../models#WebhookModel',
        },
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        strictScalars: true,
      },
    },
    'web/src/apollo/generated/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        strictScalars: true,
      },
    },
  },
};

export default config;
