import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsIn } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { GetOptionListsQuery, type OptionLists } from './get-option-lists.query.js';
import { OPTION_LIST_NAMES, type OptionListName } from './option-lists.data.js';

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
  @ApiProperty({ type: [String], enum: OPTION_LIST_NAMES, example: ['gender', 'social_media'] })
  // class-validator reports the first failed rule in registration order, and decorators register
  // bottom-up: the shape check sits lowest so that it is reported before the item checks.
  @Transform(({ value }) => toNameList(value))
  @IsDefined({ message: 'validation.required' })
  @IsIn(OPTION_LIST_NAMES, { each: true, message: 'validation.invalid' })
  @ArrayMaxSize(OPTION_LIST_NAMES.length * 2, { message: 'validation.tooMany' })
  @ArrayNotEmpty({ message: 'validation.required' })
  @IsArray({ message: 'validation.format' })
  source!: OptionListName[];
}

@ApiTags('options')
@Controller('options')
export class OptionsController {
  constructor(private readonly queries: QueryBus) {}

  @Post('get_selectList')
  @HttpCode(200)
  @ApiOperation({ summary: 'Option lists by name, in the language of the request (public)' })
  async selectList(@Body() body: SelectListDto, @Req() req: FastifyRequest): Promise<{ list_data: OptionLists }> {
    const names = [...new Set(body.source)];
    return { list_data: await this.queries.execute(new GetOptionListsQuery(names, req.lang)) };
  }
}
