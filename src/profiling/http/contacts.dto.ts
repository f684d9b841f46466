import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Expose, Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, Matches, ValidateIf, ValidateNested } from 'class-validator';
import { FORMAT } from '../../shared/http/fields/fields.js';
import { INT4_MAX, IsPhone } from '../../shared/http/fields/validators.js';
import { webLinkUrl } from '../../shared/domain/web-link.js';
import { MAX_OFFICES, SOCIAL_NETWORKS } from '../domain/profile.rules.js';
import { isCatalogueId, KnownCity, StreetInCity } from './catalogue-rules.js';
import { CompanyIdBody } from './profiling.dto.js';
import { OptionalText, RequiredText, Rule, Whole } from './profiling.fields.js';

/*
 * The Contacts step: every problem of the body in one answer, the catalogue's
 * (unknown city, street of another city) beside the format ones, each under its path
 * (`registeredOffice.street_id`, `otherOffices.0.nameOffice`).
 */

/** Longest link kept (in its normal form). */
export const MAX_LINK = 500;

/** An http(s) link, a bare host read as https ('Неверная ссылка'), at most MAX_LINK characters in its normal form. */
const Link = (): PropertyDecorator =>
  Rule('link', (value) => {
    const url = webLinkUrl(value);
    if (!url) return 'validation.link';
    return url.toString().length > MAX_LINK ? 'validation.tooLong' : null;
  });

/*
 * A missing address is an empty one, asked for by its city (`registeredOffice.city_id`: 'Поле
 * обязательное'); a missing list is an empty one, and a missing entry an empty one named by its
 * fields. The transforms run after class-transformer has made the nested objects, so they make
 * the empty ones of the right class themselves.
 */
const orEmpty = ({ value }: { value: unknown }): unknown =>
  value === undefined || value === null || value === '' ? new ContactAddressDto() : value;
const listOf =
  (make: () => object) =>
  ({ value }: { value: unknown }): unknown =>
    value === undefined || value === null ? [] : Array.isArray(value) ? value.map((item: unknown) => item ?? make()) : value;

/** An address of the catalogue: the city, a street of that city and the number, in that order. */
export class ContactAddressDto {
  @ApiProperty() @KnownCity() @Whole(1, INT4_MAX, 'profiling.required') city_id!: number;
  @ApiProperty()
  @StreetInCity()
  @Whole(1, INT4_MAX, 'profiling.required')
  @ValidateIf((address: ContactAddressDto) => isCatalogueId(address.city_id))
  street_id!: number;
  @ApiProperty({ maxLength: 20 })
  @RequiredText(20)
  @ValidateIf((address: ContactAddressDto) => isCatalogueId(address.city_id) && isCatalogueId(address.street_id))
  street_number!: string;
}

/** A required address field of the step or of an office. */
function Address(): PropertyDecorator {
  return (target, key) => {
    ValidateNested()(target, key);
    Type(() => ContactAddressDto)(target, key);
    IsObject(FORMAT)(target, key);
    Transform(orEmpty)(target, key);
    // Exposed, so a left-out address is read (as empty) too.
    Expose()(target, key);
  };
}

export class ContactSocialDto {
  @ApiProperty({ enum: SOCIAL_NETWORKS })
  @IsIn(SOCIAL_NETWORKS, { message: 'profiling.unknownItem' })
  @Transform(({ value }: { value: unknown }) => String(value ?? '').toLowerCase())
  name!: (typeof SOCIAL_NETWORKS)[number];

  @ApiPropertyOptional({ type: String, maxLength: MAX_LINK, nullable: true })
  @Link()
  @OptionalText(MAX_LINK)
  @ValidateIf((social: ContactSocialDto) => (SOCIAL_NETWORKS as readonly string[]).includes(social.name))
  link?: string | null;
}

/** E-mail of the contacts (validation.email, the spec's 'Не валидний адрес!' spelled in Russian). */
const ContactEmail = (): PropertyDecorator => Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'validation.email' });

export class ContactOfficeDto {
  @ApiPropertyOptional({ description: 'The office (uuid) when kept; a new one gets an id' }) @IsOptional() id?: unknown;
  @ApiProperty({ maxLength: 200 }) @RequiredText(200, 'profiling.officeName') nameOffice!: string;
  @ApiPropertyOptional({ type: String, maxLength: 255, nullable: true }) @ContactEmail() @OptionalText(255) email?: string | null;
  @ApiPropertyOptional({ type: String, description: '+380 99 99 99 999', nullable: true })
  @IsPhone({ message: 'profiling.phone' })
  @OptionalText(30)
  tel?: string | null;
  @ApiPropertyOptional({ type: String, maxLength: MAX_LINK, nullable: true }) @Link() @OptionalText(MAX_LINK) website?: string | null;
  @ApiProperty({ type: ContactAddressDto }) @Address() registeredOffice!: ContactAddressDto;
  @ApiProperty({ type: ContactAddressDto }) @Address() actualOffice!: ContactAddressDto;
}

export class ContactsStepDto extends CompanyIdBody {
  @ApiProperty({ type: ContactAddressDto }) @Address() registeredOffice!: ContactAddressDto;
  @ApiProperty({ type: ContactAddressDto }) @Address() actualOffice!: ContactAddressDto;
  @ApiPropertyOptional({ type: String, description: '+380 99 99 99 999', nullable: true })
  @IsPhone({ message: 'profiling.phone' })
  @OptionalText(30)
  tel?: string | null;
  @ApiPropertyOptional({ type: String, maxLength: 255, nullable: true }) @ContactEmail() @OptionalText(255) email?: string | null;
  @ApiPropertyOptional({ type: String, maxLength: MAX_LINK, nullable: true }) @Link() @OptionalText(MAX_LINK) website?: string | null;

  @ApiPropertyOptional({ type: [ContactSocialDto], description: 'Of the nine networks' })
  @ValidateNested({ each: true })
  @Type(() => ContactSocialDto)
  @IsArray(FORMAT)
  @Transform(listOf(() => new ContactSocialDto()))
  @Expose()
  socials!: ContactSocialDto[];

  @ApiPropertyOptional({ type: [ContactOfficeDto], description: 'The full list of regional offices' })
  @ValidateNested({ each: true })
  @Type(() => ContactOfficeDto)
  @ArrayMaxSize(MAX_OFFICES, { message: 'validation.tooMany' })
  @IsArray(FORMAT)
  @Transform(listOf(() => new ContactOfficeDto()))
  @Expose()
  otherOffices!: ContactOfficeDto[];
}
