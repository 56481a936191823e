import { describe, expect, it } from 'vitest';
import { cellKey, cellsToSave, filterFlags, productionNames, serverCell, splitCellKey, withoutKey, withoutKeys } from './matrixModel';
import type { MatrixEnvironment, MatrixFlag } from './matrixModel';

const env = (id: string, name: string, type = 'development'): MatrixEnvironment => ({ id, name, type, status: 'active', order: 0 }) as MatrixEnvironment;
const flag = (id: string, value: unknown, rows: Partial<MatrixFlag['environmentValues'][number]>[] = []): MatrixFlag =>
  ({
    id,
    name: `Flag ${id}`,
    key: `flag_${id}`,
    description: '',
    type: typeof value === 'number' ? 'number' : 'boolean',
    value,
    enabled: true,
    environmentValues: rows.map((r) => ({
      environmentName: '',
      value: null,
      enabled: true,
      hasCustomValue: false,
      hasTargeting: false,
      rolloutPercentage: null,
      ...r,
    })),
  }) as MatrixFlag;

describe('values matrix model', () => {
  it('keys a cell by flag and environment, and splits the key back', () => {
    expect(splitCellKey(cellKey('f1', 'e2'))).toEqual(['f1', 'e2']);
  });

  it('reads a custom cell, and the default (on) without one', () => {
    const f = flag('f1', false, [{ environmentId: 'prod', value: true, enabled: false, hasCustomValue: true }]);
    expect(serverCell(f, 'prod')).toEqual({ value: true, enabled: false, hasCustomValue: true });
    expect(serverCell(f, 'dev')).toEqual({ value: false, enabled: true, hasCustomValue: false });
  });

  it('saves only edits that differ from the default, with decimals kept, and skips gone environments', () => {
    const f = flag('f1', 1.5);
    const edits = new Map([
      [cellKey('f1', 'dev'), { text: '1.5', enabled: true }],
      [cellKey('f1', 'prod'), { text: '2.25', enabled: true }],
      [cellKey('f1', 'gone'), { text: '3', enabled: true }],
    ]);
    const writes = cellsToSave([f], [env('dev', 'development'), env('prod', 'production', 'production')], edits);
    expect(writes.map((w) => [w.environmentId, w.flagValue])).toEqual([['prod', { value: 2.25, enabled: true }]]);
  });

  it('names each production environment a save writes to once', () => {
    const envs = new Map([
      ['dev', env('dev', 'development')],
      ['prod', env('prod', 'production', 'production')],
      ['eu', env('eu', 'eu-live')],
    ]);
    const w = (environmentId: string) => ({ key: environmentId, flag: flag('f', true), environmentId, flagValue: { value: true, enabled: true } });
    expect(productionNames([w('dev'), w('prod'), w('prod'), w('eu')], envs)).toEqual(['production', 'eu-live']);
  });

  it('drops keys from maps and sets without touching the original', () => {
    const m = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    expect([...withoutKey(m, 'a').keys()]).toEqual(['b']);
    expect([...withoutKey(new Set(['a', 'b']), 'b')]).toEqual(['a']);
    expect([...withoutKeys(m, (k) => k === 'b').keys()]).toEqual(['a']);
    expect(m.size).toBe(2);
  });

  it('searches by name or key', () => {
    const flags = [flag('dark', true), flag('beta', true)];
    expect(filterFlags(flags, ' FLAG_D ').map((f) => f.id)).toEqual(['dark']);
    expect(filterFlags(flags, '')).toHaveLength(2);
  });
});
