import { describe, expect, it } from 'vitest';
import { endsValue, keptValues, operatorGroups, operatorLabel, segmentLabel, singleValue, valuePlaceholder, withTypedValues } from './conditionModel';

/** A condition row's rules. Given what is typed or chosen, when the row reads it, then these values. */

describe('the operator menu', () => {
  it('given a rule, then every group, the segment operator last; given a segment, then no segment group', () => {
    expect(operatorGroups(true).map((g) => g.title)).toEqual(['Text', 'Version', 'Number', 'Segment']);
    expect(operatorGroups(false).map((g) => g.title)).toEqual(['Text', 'Version', 'Number']);
    expect(operatorLabel('segment')).toBe('is in segment');
    expect(operatorLabel('ends_with')).toMatch(/ends with/i);
  });

  it('given a segment ref, then its name, or the ref while unknown', () => {
    const segments = [{ ref: 'segment_1', name: 'Beta testers' }];
    expect(segmentLabel(segments, 'segment_1')).toBe('Beta testers');
    expect(segmentLabel(segments, 'segment_9')).toBe('segment_9');
    expect(segmentLabel(null, 'segment_1')).toBe('segment_1');
  });

  it('given an operator, then its placeholder (versions show an example)', () => {
    expect(valuePlaceholder('ends_with')).toBe('e.g. @example.com');
    expect(valuePlaceholder('in')).toBe('Type a value and press Enter');
    expect(valuePlaceholder('semver_gte')).toBe('e.g. 2.1.0');
  });
});

describe('one value', () => {
  it('given text for a text operator, then the text; when emptied, then none', () => {
    expect(singleValue('equals', 'pro')).toEqual(['pro']);
    expect(singleValue('equals', '')).toEqual([]);
  });

  it('given text for a number operator, then the number, unparsable text kept for validation, blank as none', () => {
    expect(singleValue('num_gt', '18')).toEqual([18]);
    expect(singleValue('num_gt', '1.')).toEqual([1]);
    expect(singleValue('num_gt', 'abc')).toEqual(['abc']);
    expect(singleValue('num_gt', '  ')).toEqual([]);
  });
});

describe('several values', () => {
  it('given a comma or a new line, then what was typed becomes values', () => {
    expect(endsValue('a,')).toBe(true);
    expect(endsValue('a\nb')).toBe(true);
    expect(endsValue('ab')).toBe(false);
  });

  it('given typed text, when added, then each part once, after the values there; nothing typed, then nothing', () => {
    expect(withTypedValues(['a'], ' b, a ,c\n')).toEqual(['a', 'b', 'c']);
    expect(withTypedValues([1], '1,2')).toEqual([1, '2']);
    expect(withTypedValues(['a'], ' , ')).toBeNull();
  });

  it('given chip texts, then each value keeps its type unless retyped', () => {
    expect(keptValues([1, 'x'], ['1', 'y'])).toEqual([1, 'y']);
  });
});
