/**
 * The bench's reference for the public config path: a bare node:http server that replays
 * recorded answers (status, exact headers, exact bytes), picked by the request as ours gets it
 * (path and query, Accept-Encoding, If-None-Match: see replayKey), with nothing between the
 * socket and the bytes. It is sent the very requests the gateway is sent, so both parse the same
 * bytes and send the same bytes. argv: a JSON file {"<replayKey>": {status, headers: [name, value, ...], body: base64}}, port.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Recorded {
  status: number;
  headers: string[];
  body: string;
}

/** Which recorded answer a request gets: its path and query, and the two fields that select a representation. */
export const replayKey = (url: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): string =>
  `${url}\n${acceptEncoding ?? ''}\n${ifNoneMatch ?? ''}`;

function serve(file: string, port: string): void {
  const answers = new Map(
    Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Recorded>).map(([key, r]) => [
      key,
      { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') },
    ]),
  );
  createServer((req, res) => {
    // node has built req.headers already (it reads Expect and Host of every HTTP/1.1 request)
    const a = answers.get(replayKey(req.url ?? '', req.headers['accept-encoding'], req.headers['if-none-match']));
    if (!a) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(a.status, a.headers);
    res.end(a.status === 304 ? undefined : a.body);
  }).listen(Number(port), '127.0.0.1');
}

// run as a program (the bench starts it), not when the bench imports replayKey
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) serve(...(process.argv.slice(2) as [string, string]));
