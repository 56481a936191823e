import { describe, expect, it } from 'vitest';
import { FREE_PLAN_FALLBACK, createValid, freePlanIncludes, welcomeInput } from './newProjectModel';

const values = { name: 'Shop', description: 'The web shop', environments: ['development', 'production'] };

describe('newProjectModel', () => {
  it('given a name, a description and environments within the cap, then the form is valid', () => {
    expect(createValid(values, 3)).toBe(true);
    expect(createValid(values, null)).toBe(true);
  });

  it('given a blank name or description, or more environments than the cap, then it is not', () => {
    expect(createValid({ ...values, name: '  ' }, null)).toBe(false);
    expect(createValid({ ...values, description: '' }, null)).toBe(false);
    expect(createValid(values, 1)).toBe(false);
  });

  it('given the plans, then the free plan includes its first four features', () => {
    const plans = [
      { isFreePlan: false, features: ['x'] },
      { isFreePlan: true, features: ['a', 'b', 'c', 'd', 'e'] },
    ];
    expect(freePlanIncludes(plans)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('given no plans yet, then the fallback list is shown', () => {
    expect(freePlanIncludes(undefined)).toEqual(FREE_PLAN_FALLBACK);
  });

  it('when the first project is sent, then its texts are trimmed and it starts active', () => {
    expect(welcomeInput({ name: ' Shop ', description: ' Web ', environments: ['qa'] })).toEqual({
      name: 'Shop',
      description: 'Web',
      settings: { environments: ['qa'], status: 'active' },
    });
  });
});
