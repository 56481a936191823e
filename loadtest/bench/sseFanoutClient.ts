/**
 * Many Server-Sent Events subscribers in one process, for the fan-out bench (bench/sse.ts):
 * raw sockets speaking just enough HTTP/1.1, so one process can hold ~10,000 of them; the bench
 * spreads the subscribers over several such processes so that reading 20,000 sockets does not
 * delay its own timestamps. With `h2c`, the subscribers are HTTP/2 streams instead, `perSession` of
 * them multiplexed on each cleartext HTTP/2 connection to the gateway's h2c listener (as a browser,
 * or a load balancer speaking h2c to the gateway, multiplexes EventSources). Talks to its parent over IPC:
 *   parent -> { type: 'open', url, count, localAddresses, h2c?: { port, perSession } }   child -> { type: 'ready', open, failed }
 *   parent -> { type: 'mark' }  (a change is about to be written; t0 is now)
 *   child  -> { type: 'delivered', latencies: number[] (ms after the mark, one per subscriber that got a new document), missing }
 */
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { connect as connectH2 } from 'node:http2';
import type { ClientHttp2Session, ClientHttp2Stream } from 'node:http2';

interface Sub {
  /** set once connect() has returned it (reads cannot come sooner) */
  socket: Socket | null;
  /** the HTTP/2 stream (h2c mode) */
  stream?: ClientHttp2Stream;
  /** `event: config` frames seen */
  configs: number;
  /** configs seen at the mark */
  atMark: number;
  deliveredAt: number;
  /** how many bytes at the end of the last read were the start of NEEDLE (a frame split across reads) */
  partial: number;
}

const NEEDLE = Buffer.from('event: config\n');
/**
 * Every socket of this process reads into this one buffer (net's `onread`): no Buffer allocated,
 * no stream machinery and no garbage per read, so the client spends its CPU on the reads themselves
 * and its timestamps lag the gateway's writes as little as this process can make them.
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
const subs: Sub[] = [];
const BATCH = 250;
let markAt = 0;
let marked = false;
let expected = 0;
let delivered = 0;
let onDelivered: (() => void) | null = null;

/** `event: config` frames in a read (bytes, no decoding); a frame split across reads is found through `partial`. */
function count(chunk: Buffer, s: Sub): number {
  let n = 0;
  if (s.partial > 0) {
    const rest = NEEDLE.length - s.partial;
    if (chunk.length >= rest && chunk.compare(NEEDLE, s.partial, NEEDLE.length, 0, rest) === 0) n++;
  }
  for (let at = chunk.indexOf(NEEDLE); at >= 0; at = chunk.indexOf(NEEDLE, at + NEEDLE.length)) n++;
  // the longest end of this read that begins NEEDLE (a read shorter than that is rare enough to miss)
  s.partial = 0;
  for (let k = Math.min(NEEDLE.length - 1, chunk.length); k > 0; k--) {
    if (chunk[chunk.length - k] === NEEDLE[0] && chunk.compare(NEEDLE, 0, k, chunk.length - k) === 0) {
      s.partial = k;
      break;
    }
  }
  return n;
}

/** Counts what a read carried; true once the subscriber has its first document. */
function received(s: Sub, chunk: Buffer): boolean {
  const n = count(chunk, s);
  if (n === 0) return false;
  s.configs += n;
  if (marked && s.deliveredAt === 0 && s.configs > s.atMark) {
    s.deliveredAt = performance.now();
    if (++delivered === expected) onDelivered?.();
  }
  return true;
}

const sessions: ClientHttp2Session[] = [];

/** One cleartext HTTP/2 connection (prior knowledge) with a large receive window, as browsers open them. */
function h2Session(port: number, host: string, localAddress: string | undefined): Promise<ClientHttp2Session | null> {
  return new Promise((resolve) => {
    const session = connectH2(`http://${host}:${port}`, {
      settings: { initialWindowSize: 1 << 20 },
      ...(localAddress ? { localAddress } : {}),
    });
    session.on('error', () => resolve(null));
    session.once('remoteSettings', () => {
      session.setLocalWindowSize(64 << 20);
      sessions.push(session);
      resolve(session);
    });
  });
}

function openStream(session: ClientHttp2Session, url: URL): Promise<Sub | null> {
  return new Promise((resolve) => {
    let settled = false;
    const s: Sub = { socket: null, configs: 0, atMark: 0, deliveredAt: 0, partial: 0 };
    const stream = session.request({ ':path': `${url.pathname}${url.search}`, accept: 'text/event-stream' }, { endStream: true });
    s.stream = stream;
    stream.on('data', (chunk: Buffer) => {
      if (received(s, chunk) && !settled) {
        settled = true;
        resolve(s);
      }
    });
    const fail = () => {
      if (!settled) {
        settled = true;
        resolve(null);
      }
    };
    stream.on('error', fail);
    stream.on('close', fail);
  });
}

function open(url: URL, localAddress: string | undefined): Promise<Sub | null> {
  return new Promise((resolve) => {
    let settled = false;
    const s: Sub = { socket: null, configs: 0, atMark: 0, deliveredAt: 0, partial: 0 };
    const onRead = (nread: number, buf: Buffer): boolean => {
      if (received(s, buf.subarray(0, nread)) && !settled) {
        settled = true;
        resolve(s);
      }
      return true;
    };
    const socket = connect({
      host: url.hostname,
      port: Number(url.port),
      ...(localAddress ? { localAddress } : {}),
      onread: { buffer: READ_BUFFER, callback: onRead },
    });
    s.socket = socket;
    socket.on('connect', () => socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`));
    socket.on('error', () => {
      if (!settled) {
        settled = true;
        resolve(null);
      }
    });
    socket.setTimeout(60_000, () => socket.destroy());
  });
}

process.on(
  'message',
  async (m: { type: string; url?: string; count?: number; localAddresses?: string[]; waitMs?: number; h2c?: { port: number; perSession: number } }) => {
    if (m.type === 'open' && m.h2c) {
      const url = new URL(m.url!);
      const addresses = m.localAddresses ?? [];
      let failed = 0;
      // one connection at a time, its streams opened in one go (they are multiplexed: no accept queue to spare)
      for (let i = 0, k = 0; i < m.count!; i += m.h2c.perSession, k++) {
        const n = Math.min(m.h2c.perSession, m.count! - i);
        const session = await h2Session(m.h2c.port, url.hostname, addresses.length ? addresses[k % addresses.length] : undefined);
        if (!session) {
          failed += n;
          continue;
        }
        const batch = await Promise.all(Array.from({ length: n }, () => openStream(session, url)));
        for (const s of batch) {
          if (s) subs.push(s);
          else failed++;
        }
      }
      process.send!({ type: 'ready', open: subs.length, failed });
    } else if (m.type === 'open') {
      const url = new URL(m.url!);
      const addresses = m.localAddresses ?? [];
      let failed = 0;
      // In batches: the server's accept queue is finite (and shared by the bench's client processes),
      // and each subscriber is counted once it has its first document.
      for (let i = 0; i < m.count!; i += BATCH) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(BATCH, m.count! - i) }, (_, j) => open(url, addresses.length ? addresses[(i + j) % addresses.length] : undefined)),
        );
        for (const s of batch) {
          if (s) {
            s.socket?.setTimeout(0);
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
      for (const s of subs) s.socket?.destroy();
      for (const session of sessions) session.destroy();
      process.exit(0);
    }
  },
);
