export interface BuildTarget {
  /** Files and folders (relative to the root) whose newest modification time makes the build stale. */
  sources: readonly string[];
  /** Files the build must have written. */
  outputs: readonly string[];
  /** The stamp file, dated when the last successful build started. */
  stamp: string;
  /** A Node script and its arguments, run with this Node in the root. */
  command: readonly string[];
}
export declare const TARGETS: Readonly<Record<'api' | 'web', BuildTarget>>;
export declare function newestMtime(path: string): number;
export declare function isCurrent(target: BuildTarget, root?: string): boolean;
export declare function build(target: BuildTarget, root?: string): void;
export declare function ensureBuilt(
  names: readonly string[],
  options?: { root?: string; force?: boolean; targets?: Readonly<Record<string, BuildTarget>>; say?: (name: string) => void },
): string[];
