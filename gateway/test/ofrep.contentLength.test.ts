import { describe, expect, it } from 'vitest';
import { digitsValue } from '../src/ofrep/ofrepFastPath';

describe('OFREP fast path: the Content-Length it reads', () => {
  it('given plain digits, then their value, as Number() reads them', () => {
    for (const s of ['0', '7', '007', '150', '16384', '123456789']) expect(digitsValue(s)).toBe(Number(s));
  });

  it('given anything else, then NaN (the framework answers the request)', () => {
    for (const s of ['', ' 1', '1 ', '+1', '-1', '1e3', '0x10', '1.5', '1234567890', 'abc', '١٢']) expect(digitsValue(s)).toBeNaN();
  });
});
