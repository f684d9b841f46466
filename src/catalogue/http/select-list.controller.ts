import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsIn } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResolveSessionQuery } from '../../identity/identity.contract.js';
import type { OptionLists } from '../catalogue.contract.js';
import { LIST_NAMES, type ListName } from '../catalogue.types.js';
import { ActiveCompany } from '../queries/active-company.js';
import { ListAnswers } from '../queries/list-answers.js';
import { sendPrepared } from '../../shared/http/prepared-answer.js';
import { ListEtag } from '../../shared/http/route-flags.js';
import type { Payload } from '../../shared/http/ok-response.js';
import { SelectListAnswer } from './catalogue.responses.js';

/** Accepts a JSON array, a repeated form field, a JSON string of an array or a comma-separated string. */
function toNameList(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item.trim() : item));
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return toNameList(JSON.parse(text));
    } catch {
      return value;
    }
  }
  return text === '' ? [] : text.split(',').map((part) => part.trim());
}

export class SelectListDto {
  @ApiProperty({ type: [String], enum: LIST_NAMES, example: ['gender', 'social_media'] })
  // class-validator reports the first failed rule in registration order, and decorators register
  // bottom-up: the shape check sits lowest so that it is reported before the item checks.
  @Transform(({ value }) => toNameList(value))
  @IsDefined({ message: 'validation.required' })
  @IsIn(LIST_NAMES, { each: true, message: 'validation.invalid' })
  @ArrayMaxSize(LIST_NAMES.length * 2, { message: 'validation.tooMany' })
  @ArrayNotEmpty({ message: 'validation.required' })
  @IsArray({ message: 'validation.format' })
  source!: ListName[];
}

/** The answer's shape: `{ ok: true, list_data: { <list>: [...] } }`, lists in the asked order. */
const listData = (lists: OptionLists): Payload<SelectListAnswer> => ({ list_data: lists });

@ApiTags('catalogue')
@Controller('options')
export class SelectListController {
  constructor(
    private readonly queries: QueryBus,
    private readonly activeCompany: ActiveCompany,
    private readonly answers: ListAnswers,
  ) {}

  @Post('get_selectList')
  @HttpCode(200)
  @ListEtag()
  @ApiOperation({
    summary: 'Dictionary lists by name, in the language of the request',
    description:
      'Public: global items for everyone; with a session (userToken) also the local items the caller sees. Sends an ETag; If-None-Match answers 304.',
  })
  @ApiOkResponse({ type: SelectListAnswer })
  async selectList(
    @Body() body: SelectListDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const names = [...new Set(body.source)];
    const user = req.sessionToken ? await this.queries.execute(new ResolveSessionQuery(req.sessionToken)) : null;
    const reader = user ? await this.activeCompany.ownerOf(user) : null;
    return sendPrepared(reply, await this.answers.answer('get_selectList', names, req.lang, reader, listData));
  }
}
