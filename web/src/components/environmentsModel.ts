/** A custom environment may be added when its name is non-blank and not already listed (any case) (spec §5). */
export const canAddEnvironment = (name: string, listed: readonly string[]): boolean =>
  name.length > 0 && !listed.some((v) => v.toLowerCase() === name.toLowerCase());

/** Removing is allowed while more than one remains and the form is not busy. */
export const canRemoveEnvironment = (listed: readonly string[], disabled?: boolean): boolean => listed.length > 1 && !disabled;

/** The line under the chips about the plan's cap: over it (say how many to remove), or how many are used. */
export function environmentLimitNote(count: number, max: number, planName: string): { over: boolean; text: string } {
  return count > max
    ? { over: true, text: `New projects start on the ${planName} plan, which allows ${max} environments: remove ${count - max}.` }
    : { over: false, text: `${count} of ${max} environments on the ${planName} plan. Upgrade after creating the project to add more.` };
}
