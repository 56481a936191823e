/**
 * Many Server-Sent Events subscribers in one process, for the fan-out bench (bench/sse.ts):
 * raw sockets speaking just enough HTTP/1.1, so one process can hold ~10,000 of them. Talks to
 * its parent over IPC:
 *   parent -> { type: 'open', url, count, localAddresses }   child -> { type: 'ready', open, failed }
 *   parent -> { type: 'mark' }  (a change is about to be written; t0 is now)
 *   child  -> { type: 'delivered', latencies: number[] (ms after the mark, one per subscriber that got a new document), missing }
 */
import { connect } from 'node:net';
import type { Socket } from 'node:net';

interface Sub {
  socket: Socket;
  /** `event: config` frames seen */
  configs: number;
  /** configs seen at the mark */
  atMark: number;
  deliveredAt: number;
  tail: Buffer;
}

const NEEDLE = Buffer.from('event: config\n');
const EMPTY = Buffer.alloc(0);
const subs: Sub[] = [];
let markAt = 0;
let marked = false;
let expected = 0;
let delivered = 0;
let onDelivered: (() => void) | null = null;

/** `event: config` frames in a chunk (bytes, no decoding); a frame split across chunks is found through the kept tail. */
function count(chunk: Buffer, s: Sub): number {
  let n = 0;
  if (s.tail.length) {
    const joint = Buffer.concat([s.tail, chunk.subarray(0, NEEDLE.length - 1)]);
    if (joint.indexOf(NEEDLE) >= 0) n++;
  }
  for (let at = chunk.indexOf(NEEDLE); at >= 0; at = chunk.indexOf(NEEDLE, at + NEEDLE.length)) n++;
  s.tail =
    chunk.length >= NEEDLE.length - 1 ? chunk.subarray(chunk.length - (NEEDLE.length - 1)) : Buffer.concat([s.tail, chunk]).subarray(-(NEEDLE.length - 1));
  return n;
}

function open(url: URL, i: number, localAddress: string | undefined): Promise<Sub | null> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), ...(localAddress ? { localAddress } : {}) });
    const s: Sub = { socket, configs: 0, atMark: 0, deliveredAt: 0, tail: EMPTY };
    let settled = false;
    socket.on('connect', () => socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => {
      const n = count(chunk, s);
      if (n === 0) return;
      s.configs += n;
      if (!settled) {
        settled = true;
        resolve(s);
      }
      if (marked && s.deliveredAt === 0 && s.configs > s.atMark) {
        s.deliveredAt = performance.now();
        if (++delivered === expected) onDelivered?.();
      }
    });
    socket.on('error', () => {
      if (!settled) {
        settled = true;
        resolve(null);
      }
    });
    socket.setTimeout(60_000, () => socket.destroy());
    void i;
  });
}

process.on('message', async (m: { type: string; url?: string; count?: number; localAddresses?: string[]; waitMs?: number }) => {
  if (m.type === 'open') {
    const url = new URL(m.url!);
    const addresses = m.localAddresses ?? [];
    let failed = 0;
    // In batches: the server's accept queue is finite, and each subscriber is counted once it has its first document.
    for (let i = 0; i < m.count!; i += 500) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(500, m.count! - i) }, (_, j) => open(url, i + j, addresses.length ? addresses[(i + j) % addresses.length] : undefined)),
      );
      for (const s of batch) {
        if (s) {
          s.socket.setTimeout(0);
          subs.push(s);
        } else failed++;
      }
    }
    process.send!({ type: 'ready', open: subs.length, failed });
  } else if (m.type === 'mark') {
    markAt = performance.now();
    delivered = 0;
    expected = subs.length;
    for (const s of subs) {
      s.atMark = s.configs;
      s.deliveredAt = 0;
    }
    marked = true;
    process.send!({ type: 'marked' });
  } else if (m.type === 'collect') {
    if (delivered < expected) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, m.waitMs ?? 10_000);
        onDelivered = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    const latencies = subs.filter((s) => s.deliveredAt > 0).map((s) => s.deliveredAt - markAt);
    process.send!({ type: 'delivered', latencies, missing: subs.length - latencies.length });
  } else if (m.type === 'close') {
    for (const s of subs) s.socket.destroy();
    process.exit(0);
  }
});
