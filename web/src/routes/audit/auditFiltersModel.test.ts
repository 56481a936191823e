import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './auditModel';
import { entityChipText, eventTypesText, exportText, rangeError, typesFromSelect } from './auditFiltersModel';

describe('audit filters model', () => {
  it('given "From" after "To", when the range is checked, then it says so; an open or ordered range is fine', () => {
    expect(rangeError({ ...EMPTY_FILTER, since: '2026-02-01T00:00:00', until: '2026-01-01T00:00:00' })).toBe('"From" must not be after "To"');
    expect(rangeError({ ...EMPTY_FILTER, since: '2026-01-01T00:00:00', until: '2026-02-01T00:00:00' })).toBe('');
    expect(rangeError({ ...EMPTY_FILTER, since: '2026-02-01T00:00:00' })).toBe('');
    expect(rangeError(EMPTY_FILTER)).toBe('');
  });

  it('given the chosen event types, then the closed field names none, one, or counts them', () => {
    expect(eventTypesText([])).toBe('All events');
    expect(eventTypesText(['FeatureFlagArchived'])).toBe('Feature flag archived');
    expect(eventTypesText(['FeatureFlagArchived', 'SegmentCreated'])).toBe('2 event types');
  });

  it('given a select value as a list or as autofilled text, then the types are the non-empty names', () => {
    expect(typesFromSelect(['A', 'B'])).toEqual(['A', 'B']);
    expect(typesFromSelect('A,,B')).toEqual(['A', 'B']);
    expect(typesFromSelect('')).toEqual([]);
  });

  it('given an export running, then its button says so and the other keeps its format', () => {
    expect(exportText('csv', null)).toBe('Export CSV');
    expect(exportText('ndjson', null)).toBe('Export NDJSON');
    expect(exportText('csv', 'csv')).toBe('Exporting...');
    expect(exportText('ndjson', 'csv')).toBe('Export NDJSON');
  });

  it('given a filter set from a link, then the chip names the entity, or says one entity when it is unknown', () => {
    expect(entityChipText('Checkout flag')).toBe('Only Checkout flag');
    expect(entityChipText(null)).toBe('Only one entity');
  });
});
