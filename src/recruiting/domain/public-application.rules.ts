import { createHash, randomBytes } from 'node:crypto';
import type { ApplicationStatus, PublicApplicationState } from '../../shared/contract/recruiting.js';
import { ordered, type StageRow } from './stage.rules.js';

/*
 * The rules of an application made on the careers pages, as its candidate sees it: the status
 * link's token (unguessable, kept only as a hash, like a session token) and the public state that
 * stands in for the board's stages, whose names are the company's own words and never leave it.
 */

/** 32 random bytes, base64url: 43 characters, 256 bits. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new status token (goes only into the candidate's letter) and the hash that is stored. */
export function newStatusToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashStatusToken(token) };
}

/** SHA-256 in hex: a 256-bit random token needs no slow hash; a stolen table yields no link. */
export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token of the shape the server makes (anything else is unknown without a database round trip). */
export function isStatusToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** Words in a step's name that say it is an interview (ru, uk, en), folded to lower case. */
const INTERVIEW_WORDS = ['интервью', 'собесед', 'співбесід', 'інтерв', 'interview', 'meeting', 'встреч', 'зустріч'];

export function isInterviewStep(name: string | null | undefined): boolean {
  const folded = (name ?? '').toLowerCase();
  return INTERVIEW_WORDS.some((word) => folded.includes(word));
}

/**
 * The public state of an application standing on `stageId` of its board:
 * - hired or rejected (withdrawn too): `decision`;
 * - "Новый": `received`;
 * - a step: `interview` from the first step whose name says interview (or, on a board whose steps
 *   never say it, from the second step on: the first is the screening), `in-review` before it.
 * A removed step keeps its position, so a card left on it still maps by where it stood.
 */
export function publicState(stages: readonly StageRow[], stageId: string, status: ApplicationStatus): PublicApplicationState {
  if (status !== 'open') return 'decision';
  const steps = ordered(stages).filter((stage) => stage.kind === 'step');
  const index = steps.findIndex((stage) => stage.id === stageId);
  if (index < 0) return 'received';
  const firstInterview = steps.findIndex((stage) => isInterviewStep(stage.name));
  const interviewFrom = firstInterview >= 0 ? firstInterview : 1;
  return index >= interviewFrom ? 'interview' : 'in-review';
}
