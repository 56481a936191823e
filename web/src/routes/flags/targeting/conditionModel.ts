import { OPERATORS, SEGMENT_OPERATOR_LABEL, valueFromText } from '@flagstream/domain';
import type { AttributeOperator, ConditionOperator, ConditionValue } from '@flagstream/domain';

/** Attributes people target on most; any other name can be typed. */
export const ATTRIBUTE_SUGGESTIONS = ['targetingKey', 'email', 'country', 'plan', 'appVersion', 'platform', 'userId', 'companyId', 'role', 'age'];

/** A segment as the rule editor offers it: the `$ref` name rules use, its name and description. */
export interface SegmentOption {
  ref: string;
  name: string;
  description?: string;
}

export interface OperatorGroup {
  title: string;
  ops: ConditionOperator[];
}

const GROUPS: OperatorGroup[] = [
  { title: 'Text', ops: ['equals', 'not_equals', 'in', 'not_in', 'starts_with', 'ends_with', 'contains'] },
  { title: 'Version', ops: ['semver_eq', 'semver_lt', 'semver_gt', 'semver_gte', 'semver_lte'] },
  { title: 'Number', ops: ['num_lt', 'num_gt'] },
  { title: 'Segment', ops: ['segment'] },
];

/** The operator menu's groups; a segment's own conditions cannot name a segment. */
export const operatorGroups = (segmentsAllowed: boolean): OperatorGroup[] => (segmentsAllowed ? GROUPS : GROUPS.filter((g) => g.title !== 'Segment'));

export const operatorLabel = (op: ConditionOperator) => (op === 'segment' ? SEGMENT_OPERATOR_LABEL : OPERATORS[op].label);

/** A chosen segment's name (its ref while the list does not know it). */
export const segmentLabel = (segments: readonly SegmentOption[] | null, ref: string): string => segments?.find((s) => s.ref === ref)?.name ?? ref;

const PLACEHOLDERS: Partial<Record<AttributeOperator, string>> = {
  equals: 'value',
  not_equals: 'value',
  in: 'Type a value and press Enter',
  not_in: 'Type a value and press Enter',
  starts_with: 'e.g. admin@',
  ends_with: 'e.g. @example.com',
  contains: 'text',
  num_lt: 'number',
  num_gt: 'number',
};

/** The value box's placeholder (the version operators show an example version). */
export const valuePlaceholder = (op: AttributeOperator): string => PLACEHOLDERS[op] ?? 'e.g. 2.1.0';

/**
 * A one-value operator's text as its values: none when empty, else the stored value; a number that
 * does not parse is kept as text so validation can say so.
 */
export function singleValue(op: AttributeOperator, text: string): ConditionValue[] {
  if (OPERATORS[op].valueKind !== 'number') return text === '' ? [] : [valueFromText(op, text) ?? text];
  return text.trim() === '' ? [] : [valueFromText(op, text) ?? text];
}

/** Typing a comma or a new line (or pasting a list) adds what was typed as values. */
export const endsValue = (typed: string): boolean => /[,\n]/.test(typed);

/** The values after adding typed text: each comma/line-separated part once; null when there is none. */
export function withTypedValues(values: readonly ConditionValue[], typed: string): ConditionValue[] | null {
  const parts = typed
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const next = [...values];
  for (const p of parts) if (!next.some((v) => String(v) === p)) next.push(p);
  return next;
}

/** The chips' texts back as values, each keeping its type (a number stays a number) unless retyped. */
export const keptValues = (values: readonly ConditionValue[], texts: readonly string[]): ConditionValue[] =>
  texts.map((s) => values.find((x) => String(x) === s) ?? s);
