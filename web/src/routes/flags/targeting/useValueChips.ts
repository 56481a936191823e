import { useState } from 'react';
import type { ConditionValue } from '@flagstream/domain';
import { endsValue, keptValues, withTypedValues } from './conditionModel';

/**
 * A several-values box (chips): the text typed so far, turned into values by Enter, a comma, a new
 * line, a paste of a list or leaving the box.
 */
export function useValueChips(values: readonly ConditionValue[], onChange: (v: ConditionValue[]) => void) {
  const [draft, setDraft] = useState('');
  const add = (typed: string) => {
    const next = withTypedValues(values, typed);
    if (!next) return;
    onChange(next);
    setDraft('');
  };
  return {
    draft,
    /** Autocomplete's input change: 'reset' is its own echo of the chips, not typing. */
    type: (typed: string, reason: string) => {
      if (reason === 'reset') return;
      if (endsValue(typed)) add(typed);
      else setDraft(typed);
    },
    /** Autocomplete's value change (Enter adds, a chip's delete removes). */
    setTexts: (texts: readonly string[]) => {
      onChange(keptValues(values, texts));
      setDraft('');
    },
    blur: () => add(draft),
  };
}
