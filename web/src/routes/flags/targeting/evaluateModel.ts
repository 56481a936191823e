import type { AttributeRow } from './evaluationContext';
import type { PreviewResult } from './preview';

export type ReasonColour = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'default';
export interface ReasonInfo {
  label: string;
  help: string;
  colour: ReasonColour;
}

const REASONS: Record<string, ReasonInfo> = {
  TARGETING_MATCH: { label: 'Targeting match', help: 'A rule matched this context', colour: 'primary' },
  SPLIT: { label: 'Split', help: 'A percentage split chose the variant for this key', colour: 'secondary' },
  DEFAULT: { label: 'Default', help: "No rule matched: the environment's value is served", colour: 'default' },
  STATIC: { label: 'Static', help: "No targeting: every context gets the environment's value", colour: 'default' },
  DISABLED: { label: 'Disabled', help: 'The flag is disabled in this environment', colour: 'warning' },
  ERROR: { label: 'Error', help: 'The document could not be evaluated', colour: 'error' },
};

/** What an OFREP reason means, for its chip and tooltip (an unknown reason as it came). */
export const reasonInfo = (reason: string): ReasonInfo => REASONS[reason] ?? { label: reason, help: '', colour: 'default' };

/** The line beside the reason: which rule matched, else what the reason means (nothing for STATIC). */
export function reasonNote(result: Pick<PreviewResult, 'reason' | 'matchedRule'>): string | null {
  if (result.matchedRule !== undefined) return `Rule ${result.matchedRule + 1} matched`;
  return result.reason === 'STATIC' ? null : reasonInfo(result.reason).help;
}

/** Attributes the rules use that the context has no row for yet (at most six quick-add chips). */
export function offeredAttributes(suggestions: readonly string[], rows: readonly AttributeRow[]): string[] {
  const present = new Set(rows.map((r) => r.key.trim()));
  return suggestions.filter((s) => s !== 'targetingKey' && !present.has(s)).slice(0, 6);
}
