import type { CompareEnvironmentsQuery, PromoteEnvironmentMutation } from '../../apollo/generated/graphql';

export type Comparison = CompareEnvironmentsQuery['compareEnvironments'];
export type ComparedFlag = Comparison['flags'][number];
export type Promotion = PromoteEnvironmentMutation['promoteEnvironment'];
export type PromotedFlag = Promotion['flags'][number];

/** What a promotion copies: the environment's values (with their on/off switch) and targeting. */
export interface PromoteParts {
  values: boolean;
  targeting: boolean;
}

/** One side of a value change as the server reports it; null means the environment serves the flag's default. */
export type ValueSide = { value: unknown; enabled: boolean } | null;

/** A value as the screen prints it: strings quoted, everything else as JSON. */
export const showValue = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));

/** The pair opened first: staging → production when they exist, else the first two environments. */
export function defaultPair(envs: ReadonlyArray<{ id: string; name: string }>): { from: string; to: string } {
  return {
    from: envs.find((e) => e.name === 'staging')?.id ?? envs[0]?.id ?? '',
    to: envs.find((e) => e.name === 'production')?.id ?? envs[1]?.id ?? envs[0]?.id ?? '',
  };
}

/** Environments in the order the project gives them. */
export const inOrder = <E extends { order: number }>(envs: readonly E[]): E[] => [...envs].sort((a, b) => a.order - b.order);

/** A flag differs in what is being compared: its value or on/off when values count, its rules when targeting does. */
export const differsIn = (f: Pick<ComparedFlag, 'differs'>, parts: PromoteParts): boolean =>
  (parts.values && (f.differs.value || f.differs.enabled)) || (parts.targeting && f.differs.targeting);

/** The rows listed: the differing ones, or all of them when identical flags are shown too. */
export const visibleRows = (flags: readonly ComparedFlag[], parts: PromoteParts, showAll: boolean): ComparedFlag[] =>
  flags.filter((f) => showAll || differsIn(f, parts));

/** What is ticked when a comparison arrives or the parts change: every differing flag. */
export const differingKeys = (flags: readonly ComparedFlag[], parts: PromoteParts): string[] => flags.filter((f) => differsIn(f, parts)).map((f) => f.key);

/** Ticks or unticks one flag. */
export const togglePick = (picked: readonly string[], key: string): string[] => (picked.includes(key) ? picked.filter((x) => x !== key) : [...picked, key]);

const flags = (n: number) => `${n} flag${n === 1 ? '' : 's'}`;

/** The comparison's headline. */
export const comparisonTitle = (c: Pick<Comparison, 'differing' | 'from' | 'to' | 'flags'>): string =>
  c.differing === 0 ? `${c.to.name} already matches ${c.from.name}` : `${c.differing} of ${c.flags.length} flags differ`;

export const reviewLabel = (picked: number): string => `Review ${flags(picked)}`;
export const promoteLabel = (count: number): string => `Promote ${flags(count)}`;
export const promotedToast = (p: Pick<Promotion, 'flags' | 'to'>): string => `${flags(p.flags.length)} promoted to ${p.to}`;
export const promotedNote = (p: Pick<Promotion, 'flags' | 'from' | 'to'>): string =>
  `Promoted ${p.flags.map((f) => f.key).join(', ')} from ${p.from} to ${p.to}. Recorded as one entry in the Audit Log.`;

/** What a flag serves without an own value in either environment: the flag's default, the same on both sides. */
export function defaultSide(compared: ComparedFlag | undefined): ValueSide {
  if (!compared) return null;
  if (!compared.to.custom) return compared.to.effective as ValueSide;
  if (!compared.from.custom) return compared.from.effective as ValueSide;
  return null;
}

/** One side of a value change as text: the value (the default's when there is no own value), "(default)", "(off)". */
export function sideText(side: ValueSide, fallback: ValueSide): string {
  const eff = side ?? fallback;
  return `${eff ? showValue(eff.value) : '—'}${side ? '' : ' (default)'}${eff && !eff.enabled ? ' (off)' : ''}`;
}

/** The changes the preview lists for one flag, each as a label and a one-line text (also its accessible description). */
export function previewChanges(
  f: PromotedFlag,
  compared: ComparedFlag | undefined,
): { value?: { before: ValueSide; after: ValueSide; fallback: ValueSide; text: string }; targeting?: { before: boolean; after: boolean; text: string } } {
  const v = f.value as { before: ValueSide; after: ValueSide } | null;
  const t = f.targeting as { before: unknown; after: unknown } | null;
  const fallback = defaultSide(compared);
  return {
    ...(v && { value: { before: v.before, after: v.after, fallback, text: `${sideText(v.before, fallback)} → ${sideText(v.after, fallback)}` } }),
    ...(t && {
      targeting: { before: Boolean(t.before), after: Boolean(t.after), text: t.after ? (t.before ? 'rules replaced' : 'rules added') : 'rules removed' },
    }),
  };
}

/** What the page shows under the options: a hint for the same environment twice, the skeleton, the error, no flags, the table, or nothing yet. */
export type PromoteView = 'same' | 'loading' | 'error' | 'empty' | 'table' | 'none';

export function promoteView(s: { same: boolean; loading: boolean; error: unknown; comparison: Pick<Comparison, 'flags'> | null | undefined }): PromoteView {
  if (s.same) return 'same';
  if (s.loading) return 'loading';
  if (s.error) return 'error';
  if (!s.comparison) return 'none';
  return s.comparison.flags.length === 0 ? 'empty' : 'table';
}
