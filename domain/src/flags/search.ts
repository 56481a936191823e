/** The flag search of the flag list (REST ?search=, GraphQL and the web's search box): name, key or description, case-insensitively, ignoring surrounding spaces. */
export const normaliseFlagSearch = (query: string | null | undefined): string => (query ?? '').trim().toLowerCase();

/** Does the flag match the search? An empty search matches every flag. */
export function flagMatchesSearch(flag: { name: string; key: string; description?: string | null }, query: string | null | undefined): boolean {
  const q = normaliseFlagSearch(query);
  return q === '' || [flag.name, flag.key, flag.description ?? ''].some((f) => f.toLowerCase().includes(q));
}
