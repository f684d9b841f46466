// Where /add-vacancy stands, kept in its address so a reload (or a shared link) returns there:
// `vacancy` the position being written (`new` before its first save), `step` its wizard's step, and
// `stage` (company, departments) while a vacancy waits behind a stage the user went Back to. The
// company stage's own step is the server's (each save and Back records it), so it needs no more.
import type { Stage } from './ProgressList';

export const NEW_VACANCY = 'new';

export interface WizardPlace {
  /** The vacancy to continue, or null for a new one. */
  vacancyId: string | null;
  /** The position wizard's step asked for, if any. */
  step: string | null;
  /** The page opens at the position stage (a vacancy is named and no earlier stage). */
  openPositions: boolean;
}

/** What the address asks for. */
export function placeOf(search: URLSearchParams): WizardPlace {
  const vacancy = search.get('vacancy');
  return {
    vacancyId: vacancy === null || vacancy === NEW_VACANCY ? null : vacancy,
    step: search.get('step'),
    openPositions: vacancy !== null && search.get('stage') === null,
  };
}

/** The address for the stage on screen, or null when it already says so. */
export function searchForStage(search: URLSearchParams, stage: Stage): URLSearchParams | null {
  const next = new URLSearchParams(search);
  if (stage === 'position') {
    if (!next.has('vacancy')) next.set('vacancy', NEW_VACANCY);
    next.delete('stage');
  } else if (next.has('vacancy')) {
    next.set('stage', stage === 'department' ? 'departments' : 'company');
    next.delete('step');
  }
  return next.toString() === search.toString() ? null : next;
}

/** The address once the position wizard reports where it is (its first save names the vacancy). */
export function searchForPosition(search: URLSearchParams, vacancyId: string, step: string): URLSearchParams | null {
  const next = new URLSearchParams(search);
  next.set('vacancy', vacancyId);
  next.set('step', step);
  next.delete('stage');
  return next.toString() === search.toString() ? null : next;
}
