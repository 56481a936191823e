import { describe, expect, it } from 'vitest';
import {
  bucketByHelp,
  canAddSplitEntry,
  splitBarWidth,
  splitDescription,
  splitEntryRemovable,
  splitTotalLabel,
  switchServeKind,
  weightFromText,
  weightShown,
  withNextSplitEntry,
  withSplitEntry,
  withoutSplitEntry,
} from './serveModel';
import type { SplitServe } from './serveModel';

/** What a rule or the default serves. Given a serve, when the editor changes it, then the serve is this. */

const VARIANTS = [
  { name: 'on', value: true },
  { name: 'off', value: false },
  { name: 'beta', value: true },
];
const NAMES = VARIANTS.map((v) => v.name);
const split = (...entries: Array<[string, number]>): SplitServe => ({
  kind: 'split',
  split: entries.map(([variant, weight]) => ({ variant, weight })),
  bucketBy: 'targetingKey',
});

describe('switching what a serve is', () => {
  it('given one variant, when it becomes a split, then 50/50 between it and the next variant', () => {
    expect(switchServeKind({ kind: 'variant', variant: 'off' }, 'split', NAMES)).toEqual(split(['off', 50], ['on', 50]));
  });

  it('given a split, when it becomes one variant, then its first variant', () => {
    expect(switchServeKind(split(['beta', 30], ['on', 70]), 'variant', NAMES)).toEqual({ kind: 'variant', variant: 'beta' });
  });

  it('given a serve, when the same kind (or none) is picked, then nothing changes', () => {
    expect(switchServeKind({ kind: 'variant', variant: 'on' }, 'variant', NAMES)).toBeNull();
    expect(switchServeKind({ kind: 'variant', variant: 'on' }, null, NAMES)).toBeNull();
  });
});

describe('editing a split', () => {
  it('given a split, when an entry is changed or removed, then only that entry is', () => {
    const s = split(['on', 20], ['off', 80]);
    expect(withSplitEntry(s, 1, { weight: 70 })).toEqual(split(['on', 20], ['off', 70]));
    expect(withoutSplitEntry(split(['on', 20], ['off', 30], ['beta', 50]), 1)).toEqual(split(['on', 20], ['beta', 50]));
  });

  it('given two entries, then neither can be removed; given three, then each can', () => {
    expect(splitEntryRemovable(split(['on', 20], ['off', 80]))).toBe(false);
    expect(splitEntryRemovable(split(['on', 20], ['off', 30], ['beta', 50]))).toBe(true);
  });

  it('given an unused variant, when one is added, then it takes what is left of 100%', () => {
    const s = split(['on', 20], ['off', 50]);
    expect(canAddSplitEntry(s, VARIANTS)).toBe(true);
    expect(withNextSplitEntry(s, VARIANTS)).toEqual(split(['on', 20], ['off', 50], ['beta', 30]));
    expect(withNextSplitEntry(split(['on', 70], ['off', 50]), VARIANTS).split[2]).toEqual({ variant: 'beta', weight: 0 });
  });

  it('given every variant in the split, then none can be added', () => {
    expect(canAddSplitEntry(split(['on', 20], ['off', 30], ['beta', 50]), VARIANTS)).toBe(false);
  });

  it('given a typed weight, then digits only, at most three, empty as 0', () => {
    expect(weightFromText('42%')).toBe(42);
    expect(weightFromText('1234')).toBe(123);
    expect(weightFromText('')).toBe(0);
    expect(weightShown(Number.NaN)).toBeNull();
    expect(weightShown(5)).toBe(5);
  });
});

describe('showing a split', () => {
  it('names the bar, sizes its parts against 100 (or the total above it) and states the total', () => {
    expect(splitDescription('Rule 1', split(['on', 20], ['off', 80]))).toBe('Rule 1: 20% on, 80% off');
    expect(splitBarWidth(20, 50)).toBe(20);
    expect(splitBarWidth(100, 200)).toBe(50);
    expect(splitBarWidth(-5, 100)).toBe(0);
    expect(splitBarWidth(10, 0)).toBe(0);
    expect(splitTotalLabel(100)).toBe('Total 100%');
    expect(splitTotalLabel(90)).toBe('Total 90% · must be 100%');
  });

  it('explains the bucket-by key, or shows its issue', () => {
    expect(bucketByHelp('targetingKey', undefined)).toBe('Same key, same variant');
    expect(bucketByHelp('email', undefined)).toBe('Hashed with the flag key');
    expect(bucketByHelp('', 'Enter an attribute')).toBe('Enter an attribute');
  });
});
