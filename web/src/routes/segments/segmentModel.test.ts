import { describe, expect, it } from 'vitest';
import { compileConditionGroup } from '@flagstream/domain';
import {
  conditionKeyword,
  conditionsPreview,
  segmentsCount,
  groupOf,
  matchesLabel,
  savedSegment,
  segmentMatches,
  shownConditionIssues,
  submitLabel,
  usageSummary,
} from './segmentModel';
import type { SegmentRow } from './segmentModel';

const use = (flagId: string, flagKey: string, environmentName: string) => ({
  flagId,
  flagKey,
  flagName: flagKey,
  environmentId: environmentName,
  environmentName,
});

describe('segments screen model', () => {
  it('counts flags, not environments, and says where', () => {
    expect(usageSummary([])).toEqual({ count: 0, label: 'Not used', detail: "No flag's targeting uses this segment" });
    expect(usageSummary([use('f1', 'new_checkout', 'production'), use('f1', 'new_checkout', 'staging'), use('f2', 'dark_mode', 'production')])).toEqual({
      count: 2,
      label: 'Used by 2 flags',
      detail: 'new_checkout (production, staging), dark_mode (production)',
    });
  });

  it('searches name, key, description and conditions', () => {
    const s: SegmentRow = {
      id: '1',
      key: 'segment_1',
      name: 'Beta testers',
      description: 'Early access',
      conditions: { ends_with: [{ var: 'email' }, '@example.com'] },
      usage: [],
    };
    for (const q of ['beta', 'SEGMENT_1', 'early', 'example.com', '']) expect(segmentMatches(s, q)).toBe(true);
    expect(segmentMatches(s, 'staff')).toBe(false);
  });

  it("opens a stored segment in the builder when it has the builder's shape", () => {
    const group = {
      match: 'any' as const,
      conditions: [
        { operator: 'ends_with' as const, attribute: 'email', values: ['@example.com'] },
        { operator: 'in' as const, attribute: 'targetingKey', values: ['a', 'b'] },
      ],
    };
    expect(groupOf(compileConditionGroup(group))).toEqual(group);
    expect(groupOf({ '===': [{ var: 'x' }, 1] })).toBeNull();
  });
});

describe('the segment form', () => {
  it('given conditions, then IF first, then AND for all or OR for any', () => {
    expect(conditionKeyword(0, 'all')).toBe('IF');
    expect(conditionKeyword(1, 'all')).toBe('AND');
    expect(conditionKeyword(2, 'any')).toBe('OR');
  });

  it('given no save attempt yet, then empty attributes and values are not called out; after one, then they are', () => {
    const issues = new Map([
      ['conditions.0.attribute', 'Enter an attribute'],
      ['conditions.0.values', 'Enter at least one value'],
      ['conditions.1.operator', 'Unknown operator'],
    ]);
    expect([...shownConditionIssues(issues, false).keys()]).toEqual(['conditions.1.operator']);
    expect(shownConditionIssues(issues, true)).toBe(issues);
  });

  it('given typed name and description, when saved, then trimmed', () => {
    const group = { match: 'any' as const, conditions: [] };
    expect(savedSegment({ name: ' Beta ', description: ' early ', group })).toEqual({ name: 'Beta', description: 'early', group });
  });

  it('names the submit button by mode and progress', () => {
    expect(submitLabel('create', false)).toBe('Create Segment');
    expect(submitLabel('create', true)).toBe('Creating...');
    expect(submitLabel('edit', false)).toBe('Save Changes');
    expect(submitLabel('edit', true)).toBe('Saving...');
  });
});

describe('a segment card', () => {
  const c = (v: string) => ({ operator: 'equals' as const, attribute: 'plan', values: [v] });

  it('given five conditions, then three listed and two more; given JSON Logic the builder cannot show, then none', () => {
    const group = { match: 'all' as const, conditions: ['a', 'b', 'c', 'd', 'e'].map(c) };
    expect(conditionsPreview(compileConditionGroup(group))).toEqual({ group, listed: group.conditions.slice(0, 3), more: 2 });
    expect(conditionsPreview({ '===': [{ var: 'x' }, 1] })).toEqual({ group: null, listed: [], more: 0 });
  });

  it('says "Matches any of" only for several conditions matched by any', () => {
    expect(matchesLabel({ match: 'any', conditions: [c('a'), c('b')] })).toBe('Matches any of');
    expect(matchesLabel({ match: 'any', conditions: [c('a')] })).toBe('Matches');
    expect(matchesLabel({ match: 'all', conditions: [c('a'), c('b')] })).toBe('Matches');
    expect(matchesLabel(null)).toBe('Matches');
  });
});

describe('the segments toolbar', () => {
  it('given a search, then how many of all match; without one, then how many and how many are in use', () => {
    expect(segmentsCount(' beta ', 2, 5, 3)).toBe('2 of 5 segments');
    expect(segmentsCount('', 5, 5, 3)).toBe('5 segments · 3 in use');
    expect(segmentsCount('', 1, 1, 0)).toBe('1 segment · 0 in use');
  });
});
