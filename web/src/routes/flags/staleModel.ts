import { STALE_AFTER_DAYS_MAX } from '@flagstream/domain';

/** Which flags the Feature Flags list shows (issue 20): the served ones, only the stale ones, or the archived ones. */
export type FlagView = 'active' | 'stale' | 'archived';

export interface ArchivableFlag {
  id: string;
  archived?: boolean | null;
}

/** The flags of a view: archived flags only under "Archived"; "Stale" is the served flags the server calls stale. */
export function flagsInView<T extends ArchivableFlag>(flags: readonly T[], view: FlagView, staleIds: ReadonlySet<string> | ReadonlyMap<string, unknown>): T[] {
  if (view === 'archived') return flags.filter((f) => f.archived === true);
  const served = flags.filter((f) => f.archived !== true);
  return view === 'stale' ? served.filter((f) => staleIds.has(f.id)) : served;
}

/** How many flags each view holds (for the filter's labels). */
export function viewCounts(flags: readonly ArchivableFlag[], staleIds: ReadonlySet<string> | ReadonlyMap<string, unknown>): Record<FlagView, number> {
  let archived = 0;
  let stale = 0;
  for (const f of flags) {
    if (f.archived === true) archived++;
    else if (staleIds.has(f.id)) stale++;
  }
  return { active: flags.length - archived, stale, archived };
}

/** The line above the list: how many flags it shows, of how many served ones; a filter or a search says "n of m". */
export function flagCountText(p: { shown: number; served: number; killed: number; view: FlagView; searching: boolean }): string {
  const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;
  if (p.view === 'archived') return `${plural(p.shown, 'archived flag')}${p.searching ? ' found' : ''}`;
  if (p.view === 'stale') return `${p.shown} stale of ${plural(p.served, 'flag')}`;
  if (p.searching) return `${p.shown} of ${plural(p.served, 'flag')}`;
  return `${plural(p.served, 'flag')}${p.killed ? ` · ${p.killed} killed` : ''}`;
}

export interface StaleInfo {
  reason: 'NOT_EVALUATED' | 'SINGLE_VARIANT' | string;
  variant?: string | null;
  lastEvaluatedAt?: string | null;
}

/** Why a flag is stale, in words: "Never evaluated", "Not evaluated for 30 days", "Served only “off” for 30 days". */
export function staleReasonText(s: StaleInfo, days: number | null): string {
  const span = days === null ? '' : ` for ${days} ${days === 1 ? 'day' : 'days'}`;
  if (s.reason === 'SINGLE_VARIANT') return `Served only “${s.variant ?? 'one variant'}”${span}`;
  if (!s.lastEvaluatedAt) return days === null ? 'Never evaluated' : `Not evaluated in the last ${days} ${days === 1 ? 'day' : 'days'}`;
  return `Not evaluated${span}`;
}

/** The stale setting's input: a whole number of days from 1 to STALE_AFTER_DAYS_MAX (365), or why not. */
export function parseStaleDays(text: string): { ok: true; days: number } | { ok: false; error: string } {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { ok: false, error: 'Enter a whole number of days' };
  const days = Number(t);
  if (days < 1) return { ok: false, error: 'At least 1 day' };
  if (days > STALE_AFTER_DAYS_MAX) return { ok: false, error: `At most ${STALE_AFTER_DAYS_MAX} days` };
  return { ok: true, days };
}
