import type { ReactNode } from 'react';
import './feedback.css';

/** The four company states the verification flow names; colours come from the status tokens. */
export type CompanyStatusTone = 'review' | 'verified' | 'rejected' | 'deleted';

export function StatusBadge({ tone, children }: { tone: CompanyStatusTone; children: ReactNode }) {
  return <span className={`ui-badge ui-badge--${tone}`}>{children}</span>;
}
