import { describe, expect, it } from 'vitest';
import { SCOPE_DESCRIPTIONS } from '@flagstream/domain';
import { EXPIRY, expiryDays, expiryValue, roleIn, scopeChoices, tokenNameError } from './tokensModel';

describe('the New Token rules', () => {
  it('given a developer, then read and write are offered and admin is above their role', () => {
    expect(scopeChoices('developer')).toEqual([
      { scope: 'read', allowed: true, description: SCOPE_DESCRIPTIONS.read },
      { scope: 'write', allowed: true, description: SCOPE_DESCRIPTIONS.write },
      { scope: 'admin', allowed: false, description: `${SCOPE_DESCRIPTIONS.admin} (above your role: developer)` },
    ]);
    expect(scopeChoices('admin').every((s) => s.allowed)).toBe(true);
    expect(scopeChoices('viewer').map((s) => s.allowed)).toEqual([true, false, false]);
  });

  it('given the projects, then the role is the one in the chosen project, a viewer elsewhere', () => {
    const projects = [
      { id: 'p1', role: 'owner' },
      { id: 'p2', role: 'developer' },
    ];
    expect(roleIn(projects, 'p2')).toBe('developer');
    expect(roleIn(projects, 'gone')).toBe('viewer');
  });

  it('given an expiry, then the select value goes there and back; no expiry is "never"', () => {
    for (const x of EXPIRY) expect(expiryDays(expiryValue(x.days))).toBe(x.days);
    expect(expiryValue(null)).toBe('never');
  });

  it('given a blank name, then it is refused', () => {
    expect(tokenNameError('  ')).toBe('Token name is required');
    expect(tokenNameError('CI')).toBeNull();
  });
});
