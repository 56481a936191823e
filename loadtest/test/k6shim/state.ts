/**
 * A stand-in for the parts of k6 the scripts of loadtest/k6 use, so that CI (where k6 cannot be
 * installed) runs their setup() and iterations against a real gateway: same requests, same
 * checks, synchronous HTTP as in k6 (through curl). It checks behaviour, not performance.
 */
export interface ShimRequest {
  phase: 'setup' | 'iteration';
  method: string;
  url: string;
  status: number;
}

export const shim = {
  phase: 'setup' as 'setup' | 'iteration',
  requests: [] as ShimRequest[],
  checks: [] as Array<{ name: string; ok: boolean }>,
  reset(): void {
    this.phase = 'setup';
    this.requests = [];
    this.checks = [];
  },
};
