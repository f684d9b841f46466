import { ApiProperty } from '@nestjs/swagger';

// A company's registry extract files as its answers and the verifier's case view both carry them
// (the contract re-exports this leaf, so verification names the same schema instead of restating it).

export class CompanyFileResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'pdf' }) format!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
  @ApiProperty({ description: 'Download link (with the session)' }) url!: string;
  @ApiProperty({ format: 'date-time' }) date_upload!: string;
}

export class CompanyFilesResponse {
  @ApiProperty({ type: [CompanyFileResponse], description: 'The registry extract (EDR) files' }) edr!: CompanyFileResponse[];
}
