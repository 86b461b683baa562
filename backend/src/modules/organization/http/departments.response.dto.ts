import { ApiProperty } from '@nestjs/swagger';

export class DepartmentResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() teamId: string;
  @ApiProperty({ example: '#3B82F6' }) color: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ description: 'Company members in the department.' }) memberCount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Stream revision, for If-Match.' }) revision: number;
}

export class UserDepartmentResponse {
  @ApiProperty() userId: string;
  @ApiProperty() departmentId: string;
  @ApiProperty() teamId: string;
  @ApiProperty({ description: 'The department\'s name.' }) name: string;
  @ApiProperty() color: string;
  @ApiProperty() isMain: boolean;
  @ApiProperty({ format: 'date-time' }) joinedAt: string;
}

export class UserDepartmentLinkResponse {
  @ApiProperty() userId: string;
  @ApiProperty() departmentId: string;
  @ApiProperty() isMain: boolean;
}
