import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { rm } from 'node:fs/promises';
import type { UploadedFile } from '../../shared/files/multipart.js';
import { User } from '../domain/user.entity.js';
import { AvatarStorage } from '../files/avatar-storage.js';

export class UploadAvatarCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly file: UploadedFile,
  ) {
    super();
  }
}

/** Stores the new renditions first, commits the new name, and only then removes the old files. */
@CommandHandler(UploadAvatarCommand)
export class UploadAvatarHandler implements ICommandHandler<UploadAvatarCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: AvatarStorage,
  ) {}

  async execute({ userId, file }: UploadAvatarCommand): Promise<void> {
    try {
      const user = await this.em.findOneOrFail(User, { id: userId });
      const key = await this.storage.store(file);
      const previous = user.setAvatar(key);
      try {
        await this.em.flush();
      } catch (error) {
        await this.storage.remove(key);
        throw error;
      }
      if (previous) await this.storage.remove(previous);
    } finally {
      await rm(file.path, { force: true });
    }
  }
}
