// The report as CSV (RFC 4180: comma-separated, fields with a comma, quote or line break quoted,
// CRLF lines) with a BOM, so a spreadsheet opens Cyrillic right. Headings are the screen's words.
import type { FunnelReport } from '../../../shared/api/recruiting';

const field = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export interface CsvHeadings {
  stage: string;
  entered: string;
  conversion: string;
  medianDays: string;
  source: string;
  reason: string;
  count: string;
  sourceName: (source: string) => string;
}

/** Three tables one after another (stages, sources, rejection reasons), a blank line between. */
export function funnelCsv(report: FunnelReport, h: CsvHeadings): string {
  const rows: Array<Array<string | number | null>> = [
    [h.stage, h.entered, h.conversion, h.medianDays],
    ...report.stages.map((stage) => [stage.name, stage.entered, stage.conversion, stage.median_days]),
    [],
    [h.source, h.count],
    ...report.sources.map((source) => [h.sourceName(source.source), source.count]),
    [],
    [h.reason, h.count],
    ...report.rejection_reasons.map((reason) => [reason.name, reason.count]),
  ];
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
