/** Expiry helpers for the override screens. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Expires in 3 hours" / "Expired 2 days ago" (minutes under an hour, hours under a day, else days). */
export function expiryRelative(iso: string, now: number): string {
  const diff = Date.parse(iso) - now;
  const abs = Math.abs(diff);
  let amount: string;
  if (abs < HOUR) {
    const m = Math.max(1, Math.round(abs / MINUTE));
    amount = `${m} minute${m === 1 ? '' : 's'}`;
  } else if (abs < DAY) {
    const h = Math.round(abs / HOUR);
    amount = `${h} hour${h === 1 ? '' : 's'}`;
  } else {
    const d = Math.round(abs / DAY);
    amount = `${d} day${d === 1 ? '' : 's'}`;
  }
  return diff > 0 ? `Expires in ${amount}` : `Expired ${amount} ago`;
}

/** Within the next 24 hours. */
export const expiresSoon = (iso: string | null | undefined, now: number): boolean => {
  if (!iso) return false;
  const diff = Date.parse(iso) - now;
  return diff > 0 && diff <= DAY;
};

export const isPast = (iso: string | null | undefined, now: number): boolean => Boolean(iso) && Date.parse(iso!) <= now;

/** "Jan 5, 2026, 3:30 PM" in the viewer's time zone. */
export const dateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The value of a datetime-local input (local time) as an ISO instant; '' is no expiry. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
