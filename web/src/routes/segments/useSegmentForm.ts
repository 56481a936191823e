import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { compileConditionGroup, validateConditionGroup } from '@flagstream/domain';
import type { Condition, ConditionGroup } from '@flagstream/domain';
import { issueMap } from '../flags/targeting/issues';
import { NEW_CONDITION, withCondition, withoutCondition } from '../flags/targeting/ruleListModel';
import { NEW_SEGMENT, savedSegment, shownConditionIssues } from './segmentModel';
import type { SegmentFormValues } from './segmentModel';

/**
 * The segment form: its fields (fresh each time it opens), the conditions' issues (empty fields
 * called out after the first save attempt), the JSON Logic it compiles to, and the submit.
 */
export function useSegmentForm({
  open,
  initial,
  pending,
  onSubmit,
}: {
  open: boolean;
  initial?: SegmentFormValues;
  pending: boolean;
  onSubmit: (values: SegmentFormValues & { conditions: unknown }) => void;
}) {
  const [values, setValues] = useState<SegmentFormValues>(initial ?? NEW_SEGMENT);
  const [touched, setTouched] = useState(false);
  const [showJson, setShowJson] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initial ?? NEW_SEGMENT);
      setTouched(false);
      setShowJson(false);
    }
  }, [open, initial]);

  const group = values.group;
  const issues = useMemo(() => issueMap(validateConditionGroup(group)), [group]);
  const logic = useMemo(() => compileConditionGroup(group), [group]);
  const nameBlank = values.name.trim() === '';
  const setGroup = (g: Partial<ConditionGroup>) => setValues((v) => ({ ...v, group: { ...v.group, ...g } }));

  return {
    values,
    touched,
    nameBlank,
    issues,
    shownIssues: shownConditionIssues(issues, touched),
    logic,
    showJson,
    toggleJson: () => setShowJson((s) => !s),
    setName: (name: string) => setValues((v) => ({ ...v, name })),
    setDescription: (description: string) => setValues((v) => ({ ...v, description })),
    setMatch: (match: ConditionGroup['match']) => setGroup({ match }),
    setCondition: (j: number, c: Condition) => setGroup({ conditions: withCondition(group.conditions, j, c) }),
    removeCondition: (j: number) => setGroup({ conditions: withoutCondition(group.conditions, j) }),
    addCondition: () => setGroup({ conditions: [...group.conditions, NEW_CONDITION] }),
    /** after a save attempt the button waits for the form to be fixed */
    blocked: touched && (nameBlank || issues.size > 0),
    submit: (e: FormEvent) => {
      e.preventDefault();
      setTouched(true);
      if (nameBlank || issues.size > 0 || pending) return;
      onSubmit({ ...savedSegment(values), conditions: logic });
    },
  };
}

export type SegmentFormState = ReturnType<typeof useSegmentForm>;
