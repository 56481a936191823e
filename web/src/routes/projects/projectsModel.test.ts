import { describe, expect, it } from 'vitest';
import { confirmsDeletion, createInput, createValid, initialOf, matchesSearch, memberCount, statusOf } from './projectsModel';

describe('projectsModel', () => {
  it('searches name and description, case-insensitively', () => {
    const p = { name: 'Storefront', description: 'The web shop checkout' };
    expect(matchesSearch(p, '')).toBe(true);
    expect(matchesSearch(p, '  STORE ')).toBe(true);
    expect(matchesSearch(p, 'checkout')).toBe(true);
    expect(matchesSearch(p, 'mobile')).toBe(false);
  });

  it('counts the owner among the members', () => {
    expect(memberCount({ teamMemberCount: 0 })).toBe(1);
    expect(memberCount({ teamMemberCount: 2 })).toBe(3);
  });

  it('deletes only when the name is typed back', () => {
    expect(confirmsDeletion(' Storefront ', 'Storefront')).toBe(true);
    expect(confirmsDeletion('storefront', 'Storefront')).toBe(false);
    expect(confirmsDeletion('', ' ')).toBe(false);
  });

  it('shows Active unless the project says otherwise, and its initial', () => {
    expect(statusOf({ status: 'active', settings: { status: 'archived' } })).toEqual({ active: true, label: 'Active' });
    expect(statusOf({ status: '', settings: { status: '' } })).toEqual({ active: true, label: 'Active' });
    expect(statusOf({ status: 'archived', settings: { status: 'active' } })).toEqual({ active: false, label: 'archived' });
    expect(initialOf('  storefront')).toBe('S');
    expect(initialOf('   ')).toBe('?');
  });

  it('needs a name, a description and no more environments than the plan allows', () => {
    const v = { name: 'Shop', description: 'Web', environments: ['development', 'staging', 'production'] };
    expect(createValid(v, null)).toBe(true);
    expect(createValid(v, 3)).toBe(true);
    expect(createValid(v, 2)).toBe(false);
    expect(createValid({ ...v, name: '  ' }, null)).toBe(false);
    expect(createValid({ ...v, description: '' }, null)).toBe(false);
  });

  it('sends trimmed texts, the slug of the name and the chosen environments', () => {
    expect(createInput({ name: ' Mobile App ', description: ' iOS ', environments: ['dev'] })).toEqual({
      name: 'Mobile App',
      description: 'iOS',
      slug: 'mobile-app',
      settings: { environments: ['dev'], status: 'active' },
    });
    expect(createInput({ name: '!!!', description: 'x', environments: [] }).slug).toBeUndefined();
  });
});
