import { useState } from 'react';
import type { FlagType, FlagValue } from '@flagstream/domain';
import { jsonVariantValue, numberVariantValue, variantValueText } from './variantsModel';

/**
 * A variant value's box: the text as typed (so "1." or half-written JSON stays in the box) and the
 * value it reports, read as the flag's type; a JSON box also says when its text is not JSON.
 */
export function useVariantValueText(type: FlagType, value: FlagValue, onChange: (v: FlagValue) => void) {
  const [text, setText] = useState(() => variantValueText(type, value));
  const [jsonError, setJsonError] = useState<string | null>(null);
  const change = (typed: string) => {
    setText(typed);
    if (type === 'number') onChange(numberVariantValue(typed));
    else if (type === 'json') {
      const parsed = jsonVariantValue(typed);
      setJsonError(parsed.error);
      onChange(parsed.value);
    } else onChange(typed);
  };
  return { text, jsonError, change };
}
