import { useMemo, useState } from 'react';
import { CONTEXT_LIMITS, contextFromRows, parseContextJson, rowsFromContext } from './evaluationContext';
import type { AttributeRow, EvaluationContextInput } from './evaluationContext';
import { offeredAttributes } from './evaluateModel';
import type { PreviewResult } from './preview';

export type ContextMode = 'rows' | 'json';

/**
 * The "Evaluate as" panel: the context typed (a targetingKey and rows, or JSON; switching converts)
 * and what the draft serves it. The context is kept while the draft cannot be evaluated.
 */
export function useEvaluationContext(evaluate: ((ctx: EvaluationContextInput) => PreviewResult) | null, suggestions: readonly string[]) {
  const [mode, setMode] = useState<ContextMode>('rows');
  const [targetingKey, setTargetingKey] = useState('user-1');
  const [rows, setRows] = useState<AttributeRow[]>([]);
  const [json, setJson] = useState('');

  const parsed = useMemo(
    () => (mode === 'json' ? parseContextJson(json) : { ok: true as const, context: contextFromRows(targetingKey, rows) }),
    [mode, json, targetingKey, rows],
  );
  const result = useMemo(() => (parsed.ok && evaluate ? evaluate(parsed.context) : null), [parsed, evaluate]);

  const switchMode = (m: ContextMode | null) => {
    if (!m || m === mode) return;
    if (m === 'json') setJson(JSON.stringify(contextFromRows(targetingKey, rows), null, 2));
    else if (parsed.ok) {
      const r = rowsFromContext(parsed.context);
      setTargetingKey(r.targetingKey);
      setRows(r.rows);
    }
    setMode(m);
  };

  return {
    mode,
    switchMode,
    targetingKey,
    setTargetingKey,
    rows,
    setRow: (i: number, patch: Partial<AttributeRow>) => setRows((rs) => rs.map((x, j) => (j === i ? { ...x, ...patch } : x))),
    removeRow: (i: number) => setRows((rs) => rs.filter((_x, j) => j !== i)),
    addRow: (key = '') => setRows((rs) => [...rs, { key, value: '' }]),
    canAddRow: rows.length < CONTEXT_LIMITS.attributes,
    offered: offeredAttributes(suggestions, rows),
    json,
    setJson,
    parsed,
    result,
  };
}

export type EvaluationContextState = ReturnType<typeof useEvaluationContext>;
