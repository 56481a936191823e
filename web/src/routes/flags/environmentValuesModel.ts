import { convertEnvironmentValue, sameValue, valueToText } from '@flagstream/domain';
import type { FlagValue, ValueSetting } from '@flagstream/domain';
import type { FlagType } from '../../apollo/generated/graphql';
import { alignDefaultVariant, documentOf, draftFromDocument, draftIssues, sameDocument } from './targeting/targetingDraft';
import type { TargetingDraft, TargetingDocumentInput } from './targeting/targetingDraft';

/** One environment's tab in the Environment Values dialog, as edited. */
export interface EnvEdit {
  environmentId: string;
  environmentName: string;
  /** the editor's text; converted on save */
  text: string;
  enabled: boolean;
  /** edited or stored: this environment does not use the global default */
  custom: boolean;
  /** what the server holds for this environment, when it has a custom value */
  stored: { value: FlagValue; enabled: boolean } | null;
  jsonMode: JsonMode;
  /** the targeting being edited (null: none) and what the server holds */
  targeting: TargetingDraft | null;
  storedTargeting: TargetingDocumentInput | null;
}

export type JsonMode = 'simple' | 'json';

/** The flag as the dialog reads it: its type and global default. */
export interface FlagDefault {
  type: FlagType;
  value: FlagValue;
  enabled: boolean;
}

/** What the server answers per environment (the dialog's query). */
export interface ServerEnvironmentValue {
  environmentId: string;
  environmentName: string;
  value?: unknown;
  enabled: boolean;
  hasCustomValue: boolean;
  targeting?: { variants: unknown; defaultVariant: string; targeting?: unknown } | null;
}

/** Simple mode is one line: compact valid JSON; JSON mode pretty-prints it. Invalid text is left alone. */
export const reformat = (text: string, mode: JsonMode): string => {
  try {
    const v: unknown = JSON.parse(text);
    return mode === 'json' && v !== null && typeof v === 'object' ? JSON.stringify(v, null, 2) : JSON.stringify(v);
  } catch {
    return mode === 'simple' ? text.replace(/\n/g, ' ') : text;
  }
};

export const isValidJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const asValue = (v: unknown): FlagValue => (v === undefined ? null : (v as FlagValue));

/** The editor text of a value: JSON objects pretty-printed. */
export const textOf = (type: FlagType, v: unknown): string => {
  const value = asValue(v);
  if (type === 'json' && value !== null && typeof value === 'object') return JSON.stringify(value, null, 2);
  return valueToText(value);
};

/** The tabs as the server holds them. */
export function editsFromServer(type: FlagType, values: readonly ServerEnvironmentValue[]): EnvEdit[] {
  return values.map((ev) => {
    const t = ev.targeting;
    const stored = t
      ? { variants: t.variants as Record<string, FlagValue>, defaultVariant: t.defaultVariant, targeting: (t.targeting ?? {}) as Record<string, unknown> }
      : null;
    const text = textOf(type, ev.value);
    return {
      environmentId: ev.environmentId,
      environmentName: ev.environmentName,
      text,
      enabled: ev.enabled,
      custom: ev.hasCustomValue,
      stored: ev.hasCustomValue ? { value: asValue(ev.value), enabled: ev.enabled } : null,
      jsonMode: text.includes('\n') ? 'json' : 'simple',
      targeting: stored ? draftFromDocument(stored, asValue(ev.value)) : null,
      storedTargeting: stored,
    };
  });
}

/** The environment's value as edited: its custom value, else the flag's (the targeting's default variant serves it). */
export const envValueOf = (e: EnvEdit, flag: FlagDefault): FlagValue => (e.custom ? convertEnvironmentValue(flag.type, e.text) : flag.value);

/** The environment's targeting draft, its default variant following the value as edited (booleans). */
export const draftOf = (e: EnvEdit, flag: FlagDefault): TargetingDraft | null =>
  e.targeting && alignDefaultVariant(e.targeting, flag.type, envValueOf(e, flag));

export type TargetingChange = { put: TargetingDocumentInput } | 'delete';

/** What to send for an environment's targeting: a document to PUT, 'delete', or nothing. */
export function targetingChange(e: EnvEdit, flag: FlagDefault): TargetingChange | null {
  const draft = draftOf(e, flag);
  if (!draft) return e.storedTargeting ? 'delete' : null;
  const d = documentOf(draft, envValueOf(e, flag));
  if (!d.ok) return { put: { variants: {}, defaultVariant: '', targeting: {} } }; // refused before sending (targetingBlocked)
  return e.storedTargeting && sameDocument(d.doc, e.storedTargeting) ? null : { put: d.doc };
}

/** A draft that cannot be sent: its JSON does not parse or the rule editor has issues. */
export function targetingBlocked(e: EnvEdit, flag: FlagDefault, segmentRefs: readonly string[]): boolean {
  const draft = draftOf(e, flag);
  if (!draft) return false;
  const d = documentOf(draft, envValueOf(e, flag));
  return !d.ok || draftIssues(draft, flag.type, segmentRefs).length > 0;
}

/** The edited value or enabled state differs from the global default. */
export const differs = (e: EnvEdit, flag: FlagDefault): boolean =>
  !sameValue(convertEnvironmentValue(flag.type, e.text), flag.value) || e.enabled !== flag.enabled;

/** One setEnvironmentValue call: a value to store, or null to remove the environment's own value. */
export interface ValueWrite {
  environmentId: string;
  flagValue: ValueSetting | null;
}

/**
 * The value calls Save makes, in tab order: custom values that differ from the default and from what
 * is stored; a stored value edited back to the default is removed, so the environment follows it again.
 */
export function valueWrites(edits: readonly EnvEdit[], flag: FlagDefault): ValueWrite[] {
  const out: ValueWrite[] = [];
  for (const e of edits) {
    if (!e.custom) continue;
    const value = convertEnvironmentValue(flag.type, e.text);
    if (differs(e, flag)) {
      if (e.stored && sameValue(e.stored.value, value) && e.stored.enabled === e.enabled) continue;
      out.push({ environmentId: e.environmentId, flagValue: { value, enabled: e.enabled } });
    } else if (e.stored) {
      out.push({ environmentId: e.environmentId, flagValue: null });
    }
  }
  return out;
}

/** The targeting calls Save makes after the values. */
export const targetingWrites = (edits: readonly EnvEdit[], flag: FlagDefault) =>
  edits.flatMap((e) => {
    const change = targetingChange(e, flag);
    return change ? [{ environmentId: e.environmentId, change }] : [];
  });

/** What Reset leaves on a tab: the global default, not custom. */
export const resetEdit = (flag: FlagDefault): Partial<EnvEdit> => ({ text: textOf(flag.type, flag.value), enabled: flag.enabled, custom: false, stored: null });
