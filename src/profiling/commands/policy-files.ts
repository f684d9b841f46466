import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { recordEvent } from '../../shared/domain/aggregate-root.js';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { PolicyFile } from '../domain/profile.entity.js';
import { MAX_POLICY_FILES } from '../domain/profile.rules.js';
import { ProfilingErrors } from '../domain/profiling.errors.js';
import { CompanyPolicyFileAdded, CompanyPolicyFileRemoved } from '../domain/profiling.events.js';
import { PolicyStorage } from '../files/policy-storage.js';
import { lockProfile, requireAccess } from './access.js';

/** `add_file` / `del_file` with dir=policy: the HR policy files of the Personnel management step. */
@Injectable()
export class PolicyFiles {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly storage: PolicyStorage,
  ) {}

  async add(userId: string, companyId: string, file: UploadedFile | undefined): Promise<string> {
    await requireAccess(this.queries, userId, companyId, 'write');
    if (!file) throw ProfilingErrors.fileRequired();
    const checked = await this.storage.check(file);
    const taken = (name: string) => this.em.count(PolicyFile, { companyId, name: { $ilike: name.replace(/[\\%_]/g, '\\$&') } });
    if ((await taken(checked.name)) > 0) throw ProfilingErrors.fileName(checked.name);
    const storageKey = await this.storage.keep(file);
    try {
      return await this.em.transactional(async (tx) => {
        const profile = await lockProfile(tx, companyId);
        if ((await tx.count(PolicyFile, { companyId })) >= MAX_POLICY_FILES) throw ProfilingErrors.tooManyFiles();
        const row = tx.create(PolicyFile, { companyId, ...checked, storageKey, uploadedBy: userId });
        recordEvent(profile, new CompanyPolicyFileAdded(companyId, userId, row.id, row.name, row.size));
        await tx.flush();
        return row.id;
      });
    } catch (error) {
      await this.storage.remove(storageKey);
      // Two uploads of one name at once: the unique index decides, the loser hears the spec's message.
      if (error instanceof UniqueConstraintViolationException) throw ProfilingErrors.fileName(checked.name);
      throw error;
    }
  }

  async remove(userId: string, companyId: string, fileName: unknown): Promise<void> {
    await requireAccess(this.queries, userId, companyId, 'write');
    if (typeof fileName !== 'string' || fileName.trim() === '') throw ProfilingErrors.invalid({ file_name: 'validation.required' });
    const storageKey = await this.em.transactional(async (tx) => {
      const profile = await lockProfile(tx, companyId);
      const rows = await tx.find(PolicyFile, { companyId });
      const file = rows.find((row) => row.name.toLowerCase() === fileName.trim().toLowerCase() || row.id === fileName);
      if (!file) throw ProfilingErrors.fileNotFound();
      tx.remove(file);
      recordEvent(profile, new CompanyPolicyFileRemoved(companyId, userId, file.id, file.name));
      await tx.flush();
      return file.storageKey;
    });
    await this.storage.remove(storageKey);
  }
}
