import { describe, expect, it } from 'vitest';
import { offeredAttributes, reasonInfo, reasonNote } from './evaluateModel';

/** The Evaluate panel's texts. Given an evaluation or the rows typed, then what the panel says. */

describe('the reason', () => {
  it('given an OFREP reason, then its chip colour and help; an unknown one as it came', () => {
    expect(reasonInfo('TARGETING_MATCH')).toMatchObject({ colour: 'primary', help: 'A rule matched this context' });
    expect(reasonInfo('DISABLED').colour).toBe('warning');
    expect(reasonInfo('CACHED')).toEqual({ label: 'CACHED', help: '', colour: 'default' });
  });

  it('given a matched rule, then which; else what the reason means; nothing for a static value', () => {
    expect(reasonNote({ reason: 'TARGETING_MATCH', matchedRule: 1 })).toBe('Rule 2 matched');
    expect(reasonNote({ reason: 'DEFAULT' })).toBe("No rule matched: the environment's value is served");
    expect(reasonNote({ reason: 'STATIC' })).toBeNull();
  });
});

describe('quick-add attributes', () => {
  it('given the rules’ attributes, then those without a row, never targetingKey, at most six', () => {
    const rows = [{ key: ' email ', value: 'a' }];
    expect(offeredAttributes(['targetingKey', 'email', 'plan'], rows)).toEqual(['plan']);
    expect(offeredAttributes(['a', 'b', 'c', 'd', 'e', 'f', 'g'], [])).toHaveLength(6);
  });
});
