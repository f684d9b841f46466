import { Bar, BarChart, LabelList, XAxis, YAxis } from 'recharts';

export interface BarRow {
  /** The row's key and its name on the axis (a stage, a source, a reason). */
  label: string;
  value: number;
}

/** Row height in px: a bar, its value beside it and the gap to the next, readable at a phone's width. */
const ROW = 34;
/** Longer names are cut on the axis (the whole name is in the table under the chart). */
const LABEL_CHARS = 26;
const short = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/**
 * Horizontal bars (recharts), for the eye only: the table under each chart says the same to a
 * screen reader, so the chart is aria-hidden and has no keyboard layer of its own (a focusable
 * element inside aria-hidden is what axe reports). Sized to its container's width (`responsive`),
 * so the narrow layout keeps every bar and its value; colours come from the design tokens
 * (recruiting.css), values are formatted in the reader's locale by `format`.
 */
export function ReportBars({ rows, format }: { rows: readonly BarRow[]; format: (value: number) => string }) {
  if (rows.length === 0) return null;
  return (
    <div className="reports-chart" aria-hidden="true">
      <BarChart
        layout="vertical"
        data={rows as BarRow[]}
        responsive
        style={{ width: '100%', height: rows.length * ROW + 8 }}
        accessibilityLayer={false}
        margin={{ top: 4, right: 56, bottom: 4, left: 0 }}
        barCategoryGap={7}
      >
        <XAxis type="number" hide domain={[0, (max: number) => Math.max(1, max)]} allowDecimals={false} />
        <YAxis type="category" dataKey="label" width="auto" tickLine={false} axisLine={false} tickFormatter={short} interval={0} />
        {/* No animation: the figures are read, not watched grow, and the screenshots stay stable. A row
            nobody entered keeps a 2 px bar, so its "0" is drawn beside it (recharts labels no empty bar). */}
        <Bar dataKey="value" className="reports-chart__bar" radius={[0, 4, 4, 0]} minPointSize={2} isAnimationActive={false}>
          <LabelList dataKey="value" position="right" className="reports-chart__value" formatter={(value) => format(Number(value))} />
        </Bar>
      </BarChart>
    </div>
  );
}
