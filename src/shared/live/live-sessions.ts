/**
 * Which sessions are still live, asked by the hub at every heartbeat so that a stream never
 * outlives a session that ended by time (absolute or idle expiry), or whose end message was lost.
 * The kernel knows no context: the composition root supplies identity's answer.
 */
export abstract class LiveSessions {
  /** The ids among `sessionIds` whose session is live now. */
  abstract live(sessionIds: readonly string[]): Promise<ReadonlySet<string>>;
}
