import type { HistoryFilter } from '../../apollo/generated/graphql';

export type ExportFormat = 'csv' | 'ndjson';

const filenameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Downloads the history export (GET /api/projects/{id}/history/export). The endpoint needs the
 * bearer token, which a plain link cannot send: the file is fetched, then saved from a Blob.
 * Returns the file name.
 */
export async function downloadHistory(projectId: string, filter: HistoryFilter, format: ExportFormat, getToken: () => Promise<string | null>): Promise<string> {
  const q = new URLSearchParams({ format });
  if (filter.type?.length) q.set('type', (Array.isArray(filter.type) ? filter.type : [filter.type]).join(','));
  for (const k of ['entityType', 'entity', 'actor', 'from', 'to'] as const) {
    const v = filter[k];
    if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  }
  const token = await getToken();
  const res = await fetch(`/api/projects/${encodeURIComponent(projectId)}/history/export?${q}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? `Export failed (HTTP ${res.status})`);
  }
  const blob = await res.blob();
  const name = filenameOf(res.headers.get('content-disposition'), `flagstream-history-${projectId}.${format}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled; free the memory a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
