/** A minimal Server-Sent Events reader over fetch, for tests: frames in arrival order. */
export interface SseFrame {
  /** "message" when no event field was sent; "comment" for a comment-only frame */
  event: string;
  data: string;
  id?: string;
  comments: string[];
  retry?: number;
}

export interface SseConnection {
  response: Response;
  /** waits for the next frame that satisfies `match` (frames before it are consumed) */
  next(match?: (f: SseFrame) => boolean, what?: string): Promise<SseFrame>;
  /** every frame received so far */
  readonly frames: SseFrame[];
  close(): void;
}

function parseFrame(block: string): SseFrame {
  const f: SseFrame = { event: 'message', data: '', comments: [] };
  const data: string[] = [];
  let hasField = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      f.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    hasField = true;
    if (field === 'event') f.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') f.id = value;
    else if (field === 'retry') f.retry = Number(value);
  }
  f.data = data.join('\n');
  if (!hasField && f.comments.length) f.event = 'comment';
  return f;
}

export async function openSse(url: string, init: RequestInit = {}): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, {
    ...init,
    signal: controller.signal,
    headers: { accept: 'text/event-stream', ...(init.headers as Record<string, string> | undefined) },
  });
  const frames: SseFrame[] = [];
  let cursor = 0;
  let buffer = '';
  let ended: Error | null = null;
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const w of [...wakers]) w();
  };

  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
          let idx: number;
          while ((idx = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, idx);
            buffer = buffer.slice(idx + 2);
            if (block.length) frames.push(parseFrame(block));
          }
          wake();
        }
        ended = new Error('the event stream ended');
      } catch (e) {
        ended = e instanceof Error ? e : new Error(String(e));
      }
      wake();
    })();
  } else {
    ended = new Error('no response body');
  }

  return {
    response,
    frames,
    async next(match = () => true, what = 'a matching event') {
      for (;;) {
        while (cursor < frames.length) {
          const f = frames[cursor++]!;
          if (match(f)) return f;
        }
        if (ended) throw new Error(`expected ${what}, but ${ended.message}`);
        await new Promise<void>((resolve) => {
          const w = () => {
            wakers.delete(w);
            resolve();
          };
          wakers.add(w);
        });
      }
    },
    close() {
      controller.abort();
    },
  };
}
