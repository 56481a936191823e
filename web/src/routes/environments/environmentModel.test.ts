import { describe, expect, it } from 'vitest';
import {
  environmentInput,
  environmentsCountText,
  environmentsView,
  filterEnvironments,
  maskApiKey,
  nameMissing,
  sortEnvironments,
  statusChoices,
  typeChoices,
  variableCount,
} from './environmentModel';

const env = (name: string, order: number, extra: Partial<{ description: string; slug: string; type: string }> = {}) => ({
  name,
  order,
  description: extra.description ?? '',
  slug: extra.slug ?? name.toLowerCase(),
  type: extra.type ?? 'development',
});

describe('environment model', () => {
  it('masks a key to its prefix, twelve bullets and the last four characters', () => {
    expect(maskApiKey('fs_server_abcdef123456wxyz')).toBe(`fs_server_${'•'.repeat(12)}wxyz`);
    expect(maskApiKey('nokeyprefix1234')).toBe(`${'•'.repeat(12)}1234`);
  });

  it('counts custom variables of an object and nothing else', () => {
    expect(variableCount({ region: 'eu', tier: 1 })).toBe(2);
    expect(variableCount(null)).toBe(0);
    expect(variableCount('x')).toBe(0);
  });

  it('sorts by order, then by name, without touching its input', () => {
    const input = [env('Staging', 2), env('Beta', 1), env('Alpha', 1)];
    expect(sortEnvironments(input).map((e) => e.name)).toEqual(['Alpha', 'Beta', 'Staging']);
    expect(input.map((e) => e.name)).toEqual(['Staging', 'Beta', 'Alpha']);
  });

  it('searches name, description, slug and type case-insensitively; blank keeps everything', () => {
    const all = [env('Production', 0, { type: 'production', description: 'Live users' }), env('QA', 1, { slug: 'qa-east', type: 'testing' })];
    expect(filterEnvironments(all, '  ')).toBe(all);
    expect(filterEnvironments(all, 'LIVE').map((e) => e.name)).toEqual(['Production']);
    expect(filterEnvironments(all, 'east').map((e) => e.name)).toEqual(['QA']);
    expect(filterEnvironments(all, 'testing').map((e) => e.name)).toEqual(['QA']);
    expect(filterEnvironments(all, 'nothing')).toEqual([]);
  });
});

describe('the Environments screen (issue 18: rules out of the page)', () => {
  it('given a search, then the count says how many of all match; without one, how many are active', () => {
    expect(environmentsCountText('prod', 1, 3, 2)).toBe('1 of 3 environments');
    expect(environmentsCountText('  ', 3, 3, 2)).toBe('2 active environments of 3');
    expect(environmentsCountText('', 1, 1, 1)).toBe('1 active environment of 1');
  });

  it('given the list state, then loading comes first, then the error, then empty, then no match, else the cards', () => {
    const s = { initialLoading: false, error: undefined, total: 3, shown: 3 };
    expect(environmentsView({ ...s, initialLoading: true, error: new Error('x') })).toBe('loading');
    expect(environmentsView({ ...s, error: new Error('x') })).toBe('error');
    expect(environmentsView({ ...s, total: 0, shown: 0 })).toBe('empty');
    expect(environmentsView({ ...s, shown: 0 })).toBe('noMatch');
    expect(environmentsView(s)).toBe('grid');
  });
});

describe('the environment form (issue 18: rules out of the dialog)', () => {
  it('given a known type or status, then the menus hold the known ones; given another, then it is added', () => {
    expect(typeChoices('staging')).toEqual(['development', 'staging', 'production', 'testing']);
    expect(typeChoices('edge')).toEqual(['development', 'staging', 'production', 'testing', 'edge']);
    expect(statusChoices('active').map((s) => s.value)).toEqual(['active', 'inactive']);
    expect(statusChoices('paused').at(-1)).toEqual({ value: 'paused', label: 'paused' });
  });

  it('given a blank name, then it is missing; when sent, then name and description are trimmed', () => {
    expect(nameMissing({ name: '   ' })).toBe(true);
    expect(nameMissing({ name: 'qa' })).toBe(false);
    expect(environmentInput({ name: ' qa ', description: ' tests ', type: 'testing', status: 'active' })).toEqual({
      name: 'qa',
      description: 'tests',
      type: 'testing',
      status: 'active',
    });
  });
});
