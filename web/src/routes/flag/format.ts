/** "May 1, 2026, 14:05" in the reader's locale and time zone. */
export const shortDateTime = (at: string | number | null | undefined): string => {
  if (at === null || at === undefined) return '';
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
};
