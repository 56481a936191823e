/** `npm start`: the web app built when its sources changed (quietly), then the gateway in this process. */
import { ensureWebBuild } from './webBuild';

try {
  const r = ensureWebBuild((line) => process.stderr.write(`flagstream: ${line}\n`));
  if (r.built) process.stderr.write(`flagstream: web app built in ${(r.ms / 1000).toFixed(1)} s\n`);
} catch (e) {
  process.stderr.write(`flagstream: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}
await import('../gateway/src/main');
