import { useMemo, useState } from 'react';
import { validateFlagdTargeting } from '@flagstream/domain';
import type { FlagValue, SegmentState, TargetingModel } from '@flagstream/domain';
import type { FlagType } from '../../../apollo/generated/graphql';
import type { SegmentOption } from './conditionModel';
import { attributesUsed } from './evaluationContext';
import { issueMap } from './issues';
import { createPreview } from './preview';
import { withNewRule } from './ruleListModel';
import { shownIssues, targetingStatus, unavailableText, variantsHaveIssues } from './targetingEditorModel';
import type { DocumentCheck } from './targetingEditorModel';
import { documentOf, draftIssues } from './targetingDraft';
import type { TargetingDraft } from './targetingDraft';

export interface TargetingEditorInput {
  flagKey: string;
  type: FlagType;
  envValue: FlagValue;
  enabled: boolean;
  draft: TargetingDraft;
  segments: SegmentOption[];
  segmentStates: SegmentState[];
  showAllIssues: boolean;
  onChange: (d: TargetingDraft | null) => void;
}

/**
 * One environment's targeting editor: the issues it shows, the document as it would be saved checked
 * by the domain's validator (the server's check), the in-browser evaluator for the Evaluate panel,
 * the header's status, and the edits of the rule model.
 */
export function useTargetingEditor({ flagKey, type, envValue, enabled, draft, segments, segmentStates, showAllIssues, onChange }: TargetingEditorInput) {
  const [variantsOpen, setVariantsOpen] = useState(false);
  const segmentKeys = useMemo(() => segments.map((s) => s.ref), [segments]);
  const allIssues = useMemo(() => draftIssues(draft, type, segmentKeys), [draft, type, segmentKeys]);
  const issues = useMemo(() => issueMap(shownIssues(allIssues, showAllIssues)), [allIssues, showAllIssues]);

  const doc = useMemo(() => documentOf(draft, envValue), [draft, envValue]);
  const validation = useMemo<DocumentCheck>(() => {
    if (!doc.ok) return { ok: false, issues: [{ path: '', message: doc.error }] };
    try {
      return validateFlagdTargeting(doc.doc, { flagType: type, flagKey, segments: segmentStates });
    } catch (e) {
      // a browser that refuses the validator (e.g. a stricter CSP): the server still checks on save
      console.error('Targeting validation unavailable', e);
      return { ok: true };
    }
  }, [doc, type, flagKey, segmentStates]);

  const evaluate = useMemo(() => {
    if (!doc.ok || !validation.ok) return null;
    try {
      return createPreview({ flagKey, type, enabled, document: doc.doc, segments: segmentStates }, draft.tab === 'rules' ? draft.model : null);
    } catch {
      return null;
    }
  }, [doc, validation.ok, flagKey, type, enabled, segmentStates, draft.tab, draft.model]);

  const suggestions = useMemo(() => (doc.ok ? [...attributesUsed(doc.doc.targeting)] : []), [doc]);
  const setModel = (model: TargetingModel) => onChange({ ...draft, model });

  return {
    issues,
    /** the JSON tab's problems: none while the document is valid */
    jsonIssues: validation.ok ? [] : validation.issues,
    evaluate,
    unavailable: unavailableText(validation),
    suggestions,
    status: targetingStatus(draft),
    variantsOpen,
    toggleVariants: () => setVariantsOpen((o) => !o),
    /** open when asked, or while a variant has an issue */
    variantsShown: variantsOpen || variantsHaveIssues(issues),
    setModel,
    addRule: () => draft.model && setModel(withNewRule(draft.model, draft)),
  };
}

export type TargetingEditorState = ReturnType<typeof useTargetingEditor>;
