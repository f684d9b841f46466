import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built SPA's entry page, read once; absent when the web app was not built (API-only runs). */
@Injectable()
export class SpaIndex {
  private cached: string | null | undefined;
  constructor(private readonly webDir: string) {}

  html(): string | null {
    if (this.cached === undefined) {
      try {
        this.cached = readFileSync(join(this.webDir, 'index.html'), 'utf8');
      } catch {
        this.cached = null;
      }
    }
    return this.cached;
  }
}
