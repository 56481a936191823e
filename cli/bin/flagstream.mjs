#!/usr/bin/env node
// The CLI is TypeScript run through tsx (a dependency), as the servers are in development.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, stdin: process.stdin });
