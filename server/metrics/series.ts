/** A label's value as Prometheus's text format writes it. */
export const labelValue = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

/**
 * Series kept and written by the site rather than by prom-client, for what
 * is counted on every request or statement (a page kept in memory is
 * answered in about 30 µs, so each microsecond is 3 % of it).
 *
 * One series of a histogram, for those observed on every request or statement:
 * prom-client's `observe` checks and hashes the labels on each call (about
 * 2 % of a lead write's CPU time for the statement times alone, measured
 * with `--cpu-prof`). Here an observation is a bucket search and three
 * additions; the lines' text up to the value is made once, when the series
 * first appears. `labels`: the series' labels as the format writes them
 * (`a="x",b="y"`), `buckets`: the upper bounds, ascending.
 */
export function histogramSeries(name: string, labels: string, buckets: readonly number[]) {
  const lines = [
    ...[...buckets, "+Inf"].map((le) => `${name}_bucket{le="${le}",${labels}} `),
    `${name}_sum{${labels}} `,
    `${name}_count{${labels}} `,
  ];
  const counts = buckets.map(() => 0);
  let sum = 0;
  let count = 0;
  return {
    observe(value: number) {
      let bucket = 0;
      while (bucket < buckets.length && value > (buckets[bucket] as number)) bucket += 1;
      if (bucket < buckets.length) counts[bucket] = (counts[bucket] as number) + 1;
      sum += value;
      count += 1;
    },
    /** The series' lines (buckets cumulative, as the format wants). */
    text(): string {
      let text = "";
      let below = 0;
      for (let i = 0; i < buckets.length; i += 1) {
        below += counts[i] as number;
        text += `${lines[i]}${below}\n`;
      }
      const last = buckets.length;
      return `${text}${lines[last]}${count}\n${lines[last + 1]}${sum}\n${lines[last + 2]}${count}\n`;
    },
  };
}

export type HistogramSeries = ReturnType<typeof histogramSeries>;

/** A histogram's `# HELP` and `# TYPE` lines. */
export const histogramHeader = (name: string, help: string) =>
  `# HELP ${name} ${help}\n# TYPE ${name} histogram\n`;

/** A counter's `# HELP` and `# TYPE` lines. */
export const counterHeader = (name: string, help: string) =>
  `# HELP ${name} ${help}\n# TYPE ${name} counter\n`;

/**
 * A counter with one label, a series per value met (the callers' values
 * come from fixed sets): `inc` is one Map read and an addition, where
 * prom-client's checks and hashes the labels object on each call.
 */
export function labelledCounter(name: string, help: string, label: string) {
  const counts = new Map<string, { line: string; value: number }>();
  return {
    inc(value: string) {
      let count = counts.get(value);
      if (!count) {
        count = { line: `${name}{${label}="${labelValue(value)}"} `, value: 0 };
        counts.set(value, count);
      }
      count.value += 1;
    },
    text(): string {
      let text = counterHeader(name, help);
      for (const { line, value } of counts.values()) text += `${line}${value}\n`;
      return text;
    },
  };
}

/**
 * A counter without labels, for what is counted on every answer (the render
 * cache's hits): `inc` is one addition, where prom-client's makes a labels
 * object and an answer object each call, work the kept pages paid for in
 * CPU time and collections (docs/benchmarks.md, "The render cache's counters").
 */
export function plainCounter(name: string, help: string) {
  let value = 0;
  return {
    inc() {
      value += 1;
    },
    text: () => `${counterHeader(name, help)}${name} ${value}\n`,
  };
}
