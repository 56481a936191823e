import { shim } from './state';

export function check<T>(value: T, checks: Record<string, (v: T) => boolean>): boolean {
  let all = true;
  for (const [name, fn] of Object.entries(checks)) {
    const ok = Boolean(fn(value));
    shim.checks.push({ name, ok });
    all &&= ok;
  }
  return all;
}

export function fail(message?: string): never {
  throw new Error(message ?? 'fail()');
}

export function sleep(): void {}

export function group<T>(_name: string, fn: () => T): T {
  return fn();
}

export default { check, fail, sleep, group };
