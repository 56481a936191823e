import { FlagdEvaluator, compileConditions, compileSegments } from '@flagstream/domain';
import type { FlagType, FlagValue, FlagdDocument, FlagdFlag, SegmentState, TargetingDocument, TargetingModel } from '@flagstream/domain';
import type { EvaluationContextInput } from './evaluationContext';

/** What the Evaluate panel shows: the domain's evaluation (as OFREP answers) and which rule matched. */
export interface PreviewResult {
  value: FlagValue | null;
  variant: string | null;
  reason: string;
  errorMessage?: string;
  /** index of the rule that matched, when the draft is a rule list */
  matchedRule?: number;
}

const PROBE = '__flagstream_rule_';

/**
 * An evaluator for a draft: one flagd document (parsed once by the domain's FlagdEvaluator, i.e.
 * flagd-core) holding the flag and, when the draft is a rule list, one probe flag per rule
 * (`if <conditions> then yes else no`) so the panel can name the rule that matched. Throws when
 * flagd-core refuses the document.
 */
export function createPreview(
  input: { flagKey: string; type: FlagType; enabled: boolean; document: TargetingDocument; segments: readonly SegmentState[] },
  model: TargetingModel | null,
): (ctx: EvaluationContextInput) => PreviewResult {
  const { document: doc } = input;
  const main: FlagdFlag = {
    state: input.enabled ? 'ENABLED' : 'DISABLED',
    variants: doc.variants,
    defaultVariant: doc.defaultVariant,
    ...(Object.keys(doc.targeting).length ? { targeting: doc.targeting } : {}),
  };
  const flags: Record<string, FlagdFlag> = { [input.flagKey]: main };
  model?.rules.forEach((r, i) => {
    flags[`${PROBE}${i}`] = {
      state: 'ENABLED',
      variants: { yes: true, no: false },
      defaultVariant: 'no',
      targeting: { if: [compileConditions(r.conditions), 'yes', 'no'] },
    };
  });
  const evaluators = compileSegments(input.segments);
  const flagd: FlagdDocument = { flags, ...(Object.keys(evaluators).length ? { $evaluators: evaluators } : {}) };
  const evaluator = new FlagdEvaluator(flagd);

  return (ctx) => {
    const r = evaluator.evaluate(input.flagKey, ctx);
    const result: PreviewResult = { value: r.value, variant: r.variant, reason: r.reason, ...(r.errorMessage ? { errorMessage: r.errorMessage } : {}) };
    if (!model || (r.reason !== 'TARGETING_MATCH' && r.reason !== 'SPLIT')) return result;
    const matched = model.rules.findIndex((_r, i) => evaluator.evaluate(`${PROBE}${i}`, ctx).variant === 'yes');
    return matched >= 0 ? { ...result, matchedRule: matched } : result;
  };
}
