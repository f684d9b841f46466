/// <reference lib="dom" />
// axe-core (WCAG 2.2 AA rules) run inside the browser journeys, on every screen they look at.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (axe's tags); best practices are not asked for. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** What fails a journey. Moderate and minor findings are listed in the failure too, never hidden. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

let axeSource: string | undefined;
function source(): string {
  // Read from the package rather than fetched: the closed network and the page's CSP both stay as
  // they are (page.evaluate runs through the DevTools protocol, not a <script> the CSP would judge).
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** Every violation of the WCAG A/AA rules on what the page shows now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    // An open combobox (react-aria's) hides the rest of the page from screen readers (aria-hidden,
    // so virtual cursors stay in the list); the quick search makes what it hid inert too
    // (QuickSearchCombo), so nothing hidden stays focusable and the rule holds with it open.
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Landmarks are a best practice in axe's terms, asked for here too: content outside every
      // landmark is missed by people who move between landmarks.
      rules: { region: { enabled: true } },
      resultTypes: ['violations'],
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  }, WCAG_AA_TAGS);
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.html.slice(0, 200)}\n      ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/** Scans what the page shows now and throws on a serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.some((v) => FAILING_IMPACTS.has(v.impact ?? ''))) {
    throw new Error(`Accessibility (WCAG 2.2 AA) violations on "${screen}" (${page.url()}):\n${describeViolations(violations)}`);
  }
}
