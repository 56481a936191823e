import { describe, expect, it } from 'vitest';
import { canAddEnvironment, canRemoveEnvironment, environmentLimitNote } from './environmentsModel';

describe('environmentsModel', () => {
  it('given a new name not listed in any case, then it may be added; blank or listed, not', () => {
    expect(canAddEnvironment('qa', ['development', 'production'])).toBe(true);
    expect(canAddEnvironment('', ['development'])).toBe(false);
    expect(canAddEnvironment('Production', ['development', 'production'])).toBe(false);
  });

  it('given one environment left or a busy form, then none may be removed', () => {
    expect(canRemoveEnvironment(['a', 'b'])).toBe(true);
    expect(canRemoveEnvironment(['a'])).toBe(false);
    expect(canRemoveEnvironment(['a', 'b'], true)).toBe(false);
  });

  it('when the list is within the cap, then the note says how many are used', () => {
    expect(environmentLimitNote(2, 3, 'Free')).toEqual({
      over: false,
      text: '2 of 3 environments on the Free plan. Upgrade after creating the project to add more.',
    });
  });

  it('when the list is over the cap, then the note says how many to remove', () => {
    expect(environmentLimitNote(5, 3, 'Free')).toEqual({ over: true, text: 'New projects start on the Free plan, which allows 3 environments: remove 2.' });
  });
});
