/**
 * The bench's reference for the public config and OFREP paths: a bare node:http server that
 * replays recorded answers (status, exact headers, exact bytes) by path, with nothing between
 * the socket and the bytes. argv: a JSON file {"/path": {status, headers: [name, value, ...], body: base64}}, port.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

interface Recorded {
  status: number;
  headers: string[];
  body: string;
}

const [file, port] = process.argv.slice(2) as [string, string];
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Recorded>).map(([path, r]) => [
    path,
    { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') },
  ]),
);
createServer((req, res) => {
  const a = answers.get(req.url ?? '');
  if (!a) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(a.status, a.headers);
  res.end(a.status === 304 ? undefined : a.body);
}).listen(Number(port), '127.0.0.1');
