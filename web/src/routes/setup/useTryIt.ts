import { useState } from 'react';
import { prettyBody } from './setupModel';

interface Sent {
  url: string;
  pending: boolean;
  status?: number;
  body?: string;
  error?: string;
}

/**
 * "Send Request" on the REST tab: the request goes from the browser, as an app's would. An answer
 * belongs to the URL it was sent for: once the URL changes it is no longer shown.
 */
export function useTryIt(url: string, fetcher: typeof fetch = (...a) => fetch(...a)) {
  const [sent, setSent] = useState<Sent | null>(null);
  const send = async () => {
    setSent({ url, pending: true });
    try {
      const res = await fetcher(url, { headers: { Accept: 'application/json' } });
      setSent({ url, status: res.status, body: prettyBody(await res.text()), pending: false });
    } catch (e) {
      setSent({ url, error: e instanceof Error ? e.message : String(e), pending: false });
    }
  };
  const shown = sent && sent.url === url ? sent : null;
  return { send, pending: shown?.pending ?? false, status: shown?.status, body: shown?.body, error: shown?.error };
}
