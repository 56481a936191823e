/** k6/metrics: values are accepted and dropped (the shim checks behaviour, not figures). */
class Metric {
  constructor(readonly name: string) {}
  add(_value: number | boolean, _tags?: Record<string, string>): void {}
}
export class Rate extends Metric {}
export class Trend extends Metric {}
export class Counter extends Metric {}
export class Gauge extends Metric {}
