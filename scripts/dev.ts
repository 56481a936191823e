/**
 * `npm run dev`: the gateway restarted on every server change (tsx watch) on :4000, and Vite's dev
 * server with hot reload on :5173 proxying the APIs to it. Open http://localhost:5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './webBuild';

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'gateway/src/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' },
  }),
  spawn(bin('vite'), ['--clearScreen', 'false'], { cwd: join(ROOT, 'web'), stdio: 'inherit' }),
];
process.stderr.write('flagstream dev: the app with hot reload at http://localhost:5173 (API at http://localhost:4000)\n');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
