import { ACTIVITY_COLOURS } from '@flagstream/domain';
import type { ActivityType } from '@flagstream/domain';
import { relativeTime } from '../../lib/format';

/** At most 3 items show (spec §9). */
export const RECENT_ACTIVITY_SHOWN = 3;

/** Dot colours by name (the type -> name mapping is the domain's ACTIVITY_COLOURS). */
const DOT: Record<(typeof ACTIVITY_COLOURS)[ActivityType], string> = {
  green: '#16a34a',
  blue: '#2563eb',
  purple: '#9333ea',
  orange: '#ea580c',
  grey: '#9ca3af',
};

/** An activity's dot colour; an unknown type is grey. */
export const dotColour = (type: string): string => DOT[ACTIVITY_COLOURS[type as ActivityType] ?? 'grey'] ?? DOT.grey;

export interface ActivityView {
  id: string;
  type: string;
  description: string;
  timestamp: string;
  actor?: { id: string; name: string } | null;
}

/** The items the card lists: the first few. */
export const shownActivity = (items: readonly ActivityView[]): readonly ActivityView[] => items.slice(0, RECENT_ACTIVITY_SHOWN);

/** Each change opens in the Audit Log, expanded. */
export const activityHref = (a: Pick<ActivityView, 'id'>): string => `/audit?event=${encodeURIComponent(a.id)}`;

/** Under the description: how long ago, and who when known. */
export const activityMeta = (a: Pick<ActivityView, 'timestamp' | 'actor'>, now?: number): string =>
  `${relativeTime(a.timestamp, now)}${a.actor?.name ? ` · ${a.actor.name}` : ''}`;
