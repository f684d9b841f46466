import { ApiProperty } from '@nestjs/swagger';
import { EXTERNAL_PROVIDERS, type ExternalProvider } from '../../shared/contract/external-sign-in.js';
import { OkResponse } from '../../shared/http/ok-response.js';

export class ExternalProviderResponse {
  @ApiProperty({ enum: EXTERNAL_PROVIDERS }) id!: ExternalProvider;
  @ApiProperty({ description: 'The brand name its button shows' }) name!: string;
}

export class ExternalProvidersAnswer extends OkResponse {
  @ApiProperty({
    type: [ExternalProviderResponse],
    description: 'The providers this installation configures, in the order of the buttons; none when it configures none',
  })
  providers!: ExternalProviderResponse[];
}
