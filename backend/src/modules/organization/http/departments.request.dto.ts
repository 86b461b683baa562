import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { COLOR, DEFAULT_DEPARTMENT_COLOR } from '../domain/normalize.js';
import { CatalogueDescription, CatalogueName, CatalogueTeamId } from './catalogue.dto.js';
import { stacked } from '../../../platform/http/stacked.js';

const COLOR_MESSAGE = '色は#RRGGBB形式で指定してください';

const DepartmentColor = (defaultColor?: string) =>
  stacked(
    ApiPropertyOptional(defaultColor === undefined ? { pattern: COLOR.source } : { default: defaultColor, pattern: COLOR.source }),
    IsOptional(),
    IsString({ message: COLOR_MESSAGE }),
    Matches(COLOR, { message: COLOR_MESSAGE }),
  );

export class CreateDepartmentRequest {
  @CatalogueName('部署名', ORGANIZATION_LIMITS.departmentName, { required: true })
  name: string;

  @CatalogueTeamId()
  teamId?: string;

  @DepartmentColor(DEFAULT_DEPARTMENT_COLOR)
  color?: string;

  @CatalogueDescription()
  description?: string | null;
}

export class UpdateDepartmentRequest {
  @CatalogueName('部署名', ORGANIZATION_LIMITS.departmentName, { required: false })
  name?: string;

  @DepartmentColor()
  color?: string;

  @CatalogueDescription()
  description?: string | null;
}

export class LinkUserDepartmentRequest {
  @ApiProperty()
  @IsString({ message: '部署IDを指定してください' })
  @IsNotEmpty({ message: '部署IDを指定してください' })
  departmentId: string;

  @ApiPropertyOptional({ default: false, description: 'A main department replaces the previous main one.' })
  @IsOptional()
  @IsBoolean({ message: 'isMainは真偽値で指定してください' })
  isMain?: boolean;
}
