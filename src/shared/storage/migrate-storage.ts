import type { ObjectStorage } from './object-storage.js';

export interface MigrationReport {
  copied: number;
  skipped: number;
  failed: number;
  bytes: number;
}

/**
 * Copies every file under `folders` from one storage into another (STORAGE_DIR into a bucket), one
 * at a time, streaming. Idempotent and resumable: a key the target already holds with the same
 * size is skipped, and an interrupted copy leaves no object behind (the port's put is
 * all-or-nothing), so running it again continues where it stopped. The source is left untouched:
 * remove it only once the product runs on the bucket. A file that fails is reported and counted;
 * the others still go.
 */
export async function migrateStorage(
  source: ObjectStorage,
  target: ObjectStorage,
  folders: readonly string[],
  say: (line: string) => void,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, failed: 0, bytes: 0 };
  const files: Array<{ key: string; size: number }> = [];
  for (const folder of folders) for await (const file of source.list(`${folder}/`)) files.push(file);
  say(`${files.length} file(s) in ${source.location} to bring to ${target.location}.`);
  const width = String(files.length).length;
  for (const [index, file] of files.entries()) {
    const step = `[${String(index + 1).padStart(width)}/${files.length}]`;
    try {
      const present = await target.head(file.key);
      if (present?.size === file.size) {
        report.skipped += 1;
        say(`${step} present  ${file.key}`);
        continue;
      }
      const { stream } = await source.get(file.key);
      await target.put(file.key, stream);
      report.copied += 1;
      report.bytes += file.size;
      say(`${step} copied   ${file.key} (${file.size} bytes)`);
    } catch (error) {
      report.failed += 1;
      say(`${step} FAILED   ${file.key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  say(`Done: ${report.copied} copied (${report.bytes} bytes), ${report.skipped} already present, ${report.failed} failed.`);
  return report;
}
