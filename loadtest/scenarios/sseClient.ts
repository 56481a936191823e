import { request } from 'node:http';
import type { ClientRequest } from 'node:http';

/**
 * A live-config subscriber as an application keeps one: one Server-Sent Events connection,
 * counting the `config` events it receives and remembering the last document's ETag (the event id).
 */
export class SseSubscriber {
  events = 0;
  lastEtag = '';
  /** the stream failed or ended while it should have stayed open */
  failures: string[] = [];
  private req: ClientRequest | null = null;
  private closing = false;

  constructor(readonly url: string) {}

  /** Resolves once the first config event (the document on connect) has arrived. */
  open(timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no config event from ${this.url} within ${timeoutMs} ms`)), timeoutMs);
      let buffer = '';
      this.req = request(this.url, { headers: { accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(timer);
          reject(new Error(`${this.url} -> ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            if (!frame.startsWith('event: config\n')) {
              if (frame.startsWith('event: error')) this.failures.push(`error event: ${frame.slice(0, 200)}`);
              continue;
            }
            const id = /^id: (.*)$/m.exec(frame)?.[1];
            if (id) this.lastEtag = id;
            this.events++;
            if (this.events === 1) {
              clearTimeout(timer);
              resolve();
            }
          }
        });
        res.on('end', () => {
          if (!this.closing) this.failures.push('stream ended');
        });
        res.on('error', (e) => {
          if (!this.closing) this.failures.push(`stream error: ${e.message}`);
        });
      });
      this.req.on('error', (e) => {
        if (this.closing) return;
        this.failures.push(`request error: ${e.message}`);
        clearTimeout(timer);
        reject(e);
      });
      this.req.end();
    });
  }

  close(): void {
    this.closing = true;
    this.req?.destroy();
  }
}
