/** An override as its list shows it: applying now, switched off, or past its expiry (expired wins). */
export type OverrideStatus = 'active' | 'inactive' | 'expired';

export const isOverrideExpired = (o: { expiresAt: number | null }, now: number): boolean => o.expiresAt !== null && now >= o.expiresAt;

export function overrideStatus(o: { isActive: boolean; expiresAt: number | null }, now: number): OverrideStatus {
  if (isOverrideExpired(o, now)) return 'expired';
  return o.isActive ? 'active' : 'inactive';
}
