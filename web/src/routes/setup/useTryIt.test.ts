// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useTryIt } from './useTryIt';

afterEach(cleanup);

describe('useTryIt', () => {
  it('sends the request with Accept JSON and shows the status and the pretty body', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response('{"flags":{}}', { status: 200 });
    }) as typeof fetch;
    const { result } = renderHook(() => useTryIt('https://x.test/api/config/p?environmentUuid=e', fetcher));
    await act(() => result.current.send());
    expect(calls[0]?.[1]?.headers).toEqual({ Accept: 'application/json' });
    expect(result.current).toMatchObject({ pending: false, status: 200, body: '{\n  "flags": {}\n}' });
  });

  it('shows a network failure, and forgets an answer once the URL changes', async () => {
    const fetcher = (async () => {
      throw new Error('Failed to fetch');
    }) as typeof fetch;
    const { result, rerender } = renderHook(({ url }) => useTryIt(url, fetcher), { initialProps: { url: 'https://x.test/a' } });
    await act(() => result.current.send());
    expect(result.current.error).toBe('Failed to fetch');
    rerender({ url: 'https://x.test/b' });
    expect(result.current.error).toBeUndefined();
    expect(result.current.status).toBeUndefined();
  });
});
