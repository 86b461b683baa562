import { ApiProperty } from '@nestjs/swagger';

export class CreatedResponse {
  @ApiProperty({ description: 'Id of the new item.' }) id: string;
}

export class UpdatedResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The item\'s new revision, for the next If-Match.' }) revision: number;
}

export class ErrorResponse {
  @ApiProperty() statusCode: number;
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }) message: string | string[];
  @ApiProperty() error: string;
}
