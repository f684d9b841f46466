import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../shared/domain/domain-error.js';
import { CaptureStore } from './transports/capture.store.js';

/** Registered only outside production (see NotificationsModule), so there it answers 404. */
@ApiTags('development')
@Controller('dev/messages')
export class DevMessagesController {
  constructor(private readonly capture: CaptureStore) {}

  @Get()
  @ApiOperation({ summary: 'Captured e-mails and SMS for a recipient, newest first (development only)' })
  @ApiQuery({ name: 'to', description: 'E-mail (any case) or phone (any common format)' })
  async list(@Query('to') to?: string): Promise<{ messages: unknown[] }> {
    if (typeof to !== 'string' || to.trim() === '') {
      throw DomainError.badRequest('VALIDATION_FAILED', 'error.validation', { to: 'validation.required' });
    }
    return { messages: await this.capture.list(to) };
  }
}
