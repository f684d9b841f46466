import { ApiProperty } from '@nestjs/swagger';
import { OkResponse } from '../../shared/http/ok-response.js';

// The answers of the place searches, for the OpenAPI document (the handlers return the query
// results; these classes only describe them).

export class CityResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'KATOTTG code' }) code!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Hromada, raion and region: tells apart settlements of one name' }) description!: string;
  @ApiProperty({ description: 'Kind of settlement (KATOTTG category)' }) kind!: string;
}

export class CitiesResponse extends OkResponse {
  @ApiProperty({ type: [CityResponse] }) data!: CityResponse[];
}

export class StreetResponse {
  @ApiProperty() street_ref!: number;
  @ApiProperty() name_ua!: string;
  @ApiProperty() id_city!: number;
}

export class StreetsResponse extends OkResponse {
  @ApiProperty({ type: [StreetResponse] }) data!: StreetResponse[];
}

export class UniversityResponse {
  @ApiProperty() id_university!: number;
  @ApiProperty() name_university!: string;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
}

export class UniversitiesResponse extends OkResponse {
  @ApiProperty({ type: [UniversityResponse] }) data!: UniversityResponse[];
}
