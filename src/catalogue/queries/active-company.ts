import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth/authenticated.js';
import type { Owner } from '../domain/owner.js';

/**
 * The seam through which the catalogue learns a user's active company (local items belong to it).
 * There is no company context yet, so every user has none and local items belong to their author;
 * the companies issue fills `companyOf` from the company contract's membership query.
 */
@Injectable()
export class ActiveCompany {
  async companyOf(_userId: string): Promise<number | null> {
    return null;
  }

  async ownerOf(user: AuthUser): Promise<Owner> {
    return { userId: user.userId, companyId: await this.companyOf(user.userId) };
  }
}
