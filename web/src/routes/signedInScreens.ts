/**
 * The signed-in screens and their paths, once: the router (App.tsx) builds its routes from this,
 * and the build (build/paintFirst.ts) names each path's chunks so the page can fetch them with
 * the app instead of after it. A screen's name is its module's file name (routes/.../<Name>.tsx).
 */
export const SIGNED_IN_SCREENS = [
  [undefined, 'DashboardPage'],
  ['projects', 'ProjectsPage'],
  ['flags', 'FlagsPage'],
  ['flags/:key', 'FlagPage'],
  ['environments', 'EnvironmentsPage'],
  ['overrides', 'OverridesPage'],
  ['values-matrix', 'ValuesMatrixPage'],
  ['segments', 'SegmentsPage'],
  ['setup', 'SetupPage'],
  ['users', 'UsersPage'],
  ['billing', 'BillingPage'],
  ['audit', 'AuditPage'],
  ['tokens', 'ProjectTokensPage'],
  ['account/tokens', 'PersonalTokensPage'],
  ['webhooks', 'WebhooksPage'],
  ['promote', 'PromotePage'],
] as const satisfies ReadonlyArray<readonly [string | undefined, string]>;

/** What every signed-in screen renders inside, outermost first (their modules' file names too). */
export const SIGNED_IN_FRAME = ['SignedInArea', 'AppShell'] as const;

export type SignedInScreen = (typeof SIGNED_IN_SCREENS)[number][1];
