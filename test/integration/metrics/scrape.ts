/** Reading the Prometheus text exposition in tests, without a client library of its own. */

export async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const match of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[match[1]!] = match[2]!.replace(/\\(.)/g, '$1');
  return labels;
}

/** The value of the first sample of `name` whose labels include `want`; undefined when none. */
export function sampleValue(text: string, name: string, want: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{.*\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels = labelsOf(match[2] ?? '');
    if (Object.entries(want).every(([key, value]) => labels[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Every series name the exposition can hold: each family, and a histogram's _bucket, _sum and _count. */
export function metricFamilies(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [, name, type] = match;
    names.push(name!);
    if (type === 'histogram' || type === 'summary') names.push(`${name}_sum`, `${name}_count`);
    if (type === 'histogram') names.push(`${name}_bucket`);
  }
  return names;
}

/**
 * The metric names a PromQL expression reads: the product's own (kadry_) and the process metrics
 * (process_, nodejs_). Label values in quotes are left out first, so `{status=~"5.."}` names nothing.
 */
export function metricNamesIn(expression: string): string[] {
  const unquoted = expression.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return [...new Set(unquoted.match(/\b(?:kadry|process|nodejs)_[a-zA-Z0-9_:]*/g) ?? [])];
}
