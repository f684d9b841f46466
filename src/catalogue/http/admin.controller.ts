import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Authenticated, RequireRole } from '../../shared/auth/authenticated.js';
import { PromoteItemCommand } from '../commands/promote-item.js';
import { PROMOTABLE_KINDS, type PromotableKind } from '../domain/promotion.repository.js';
import { RenameItemCommand } from '../commands/rename-item.js';
import { NAME_MAX } from '../catalogue.types.js';
import { ToInt } from './fields.js';
import { cleanLine } from '../../shared/http/fields/validators.js';
import { OkResponse } from '../../shared/http/ok-response.js';

export class AdminItemDto {
  @ApiProperty({ enum: PROMOTABLE_KINDS })
  @IsIn(PROMOTABLE_KINDS, { message: 'validation.invalid' })
  @IsDefined({ message: 'validation.required' })
  kind!: PromotableKind;

  @ApiProperty({ description: 'The item id (for kind list: the id the list answers)' })
  @ToInt()
  @IsInt({ message: 'validation.notNumber' })
  @IsDefined({ message: 'validation.required' })
  id!: number;

  @ApiPropertyOptional({ description: 'For kind list: the list name' })
  @IsOptional()
  @IsString({ message: 'validation.format' })
  list?: string;
}

export class AdminRenameDto extends AdminItemDto {
  @ApiProperty()
  @Transform(cleanLine)
  @MaxLength(NAME_MAX, { message: 'validation.tooLong' })
  @IsNotEmpty({ message: 'validation.required' })
  @IsString({ message: 'validation.format' })
  ru!: string;
  @ApiProperty()
  @Transform(cleanLine)
  @MaxLength(NAME_MAX, { message: 'validation.tooLong' })
  @IsNotEmpty({ message: 'validation.required' })
  @IsString({ message: 'validation.format' })
  en!: string;
  @ApiProperty()
  @Transform(cleanLine)
  @MaxLength(NAME_MAX, { message: 'validation.tooLong' })
  @IsNotEmpty({ message: 'validation.required' })
  @IsString({ message: 'validation.format' })
  uk!: string;
}

/** Platform admins curate the catalogue: promote a local item to global, correct names. */
@ApiTags('catalogue')
@ApiSecurity('userToken')
@Authenticated()
@RequireRole('admin')
@Controller('admin/catalogue')
export class CatalogueAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Post('promote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make a local item (list item, position or competency item) global (platform admins)' })
  @ApiOkResponse({ type: OkResponse })
  async promote(@Body() body: AdminItemDto): Promise<void> {
    await this.commands.execute(new PromoteItemCommand(body.kind, body.id, body.list));
  }

  @Post('rename')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the ru/en/uk names of an item (platform admins)' })
  @ApiOkResponse({ type: OkResponse })
  async rename(@Body() body: AdminRenameDto): Promise<void> {
    await this.commands.execute(new RenameItemCommand(body.kind, body.id, { ru: body.ru, en: body.en, uk: body.uk }, body.list));
  }
}
