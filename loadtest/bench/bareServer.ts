/**
 * The bench's reference: a bare node:http server sending the same bytes with the same
 * headers, answering If-None-Match with 304. Nothing between the socket and the bytes.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, etag, port] = process.argv.slice(2) as [string, string, string];
const body = readFileSync(file);
createServer((req, res) => {
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
    res.end();
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    etag,
    'cache-control': 'no-cache',
    'access-control-allow-origin': '*',
  });
  res.end(body);
}).listen(Number(port), '127.0.0.1');
