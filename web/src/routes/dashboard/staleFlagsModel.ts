/** How many stale flags the card lists before "Show all". */
export const STALE_SHOWN = 6;

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The card's title, counting the stale flags when there are any. */
export const staleTitle = (count: number): string => (count ? `Stale flags (${count})` : 'Stale flags');

/** Under the title: the project's N, once known. */
export const staleSubtitle = (staleAfterDays: number | null): string =>
  staleAfterDays === null ? 'Flags nobody reads any more' : `Not evaluated, or one variant only, for ${days(staleAfterDays)}`;

/** The flags listed: the first few, or all of them. */
export const shownStale = <T>(flags: readonly T[], all: boolean): readonly T[] => (all ? flags : flags.slice(0, STALE_SHOWN));

/** "Show all n" / "Show fewer", when there are more than the first few. */
export const moreText = (count: number, all: boolean): string | null => (count <= STALE_SHOWN ? null : all ? 'Show fewer' : `Show all ${count}`);

/** No stale flag: every flag was read lately (the default N, 30, until the setting is known). */
export const noStaleText = (staleAfterDays: number | null): string =>
  `No stale flags: every flag was read, with more than one variant, in the last ${staleAfterDays ?? 30} days.`;
