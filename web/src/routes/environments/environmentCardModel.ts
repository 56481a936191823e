/** Pure rules of the environment card: tested in environmentCardModel.test.ts. */

export type TypeColour = 'error' | 'warning' | 'primary' | 'secondary' | 'default';

const TYPE_COLOURS: Record<string, TypeColour> = {
  production: 'error',
  staging: 'warning',
  development: 'primary',
  testing: 'secondary',
};

/** The type chip's colour: production red, staging amber, development accent, testing secondary. */
export const typeColour = (type: string): TypeColour => TYPE_COLOURS[type] ?? 'default';

/** The status under the name and its dot's tooltip. */
export const statusOf = (status: string) => {
  const active = status === 'active';
  return {
    active,
    label: active ? 'Active' : status === 'inactive' ? 'Inactive' : status,
    dotLabel: active ? 'Active' : 'Inactive',
    title: active ? 'Active' : `Status: ${status}`,
  };
};

/** The client key line: none yet for an environment created before client keys. */
export const clientKeyLine = (clientKey: string | null | undefined, shorten: (s: string, n: number) => string) =>
  clientKey
    ? { text: shorten(clientKey, 34), title: 'For browser and mobile apps: evaluates flags, never reads rules', present: true }
    : { text: 'None yet: created before client keys', title: '', present: false };

/** The menu's client key action: a first key, or a new one. */
export const clientKeyAction = (clientKey: string | null | undefined) => (clientKey ? 'Regenerate client key' : 'Create client key');

/** The reveal button's name. */
export const revealLabel = (revealed: boolean) => (revealed ? 'Hide server key' : 'Reveal server key');
