import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ORGANIZATION_LIMITS } from '@pivot/rules';
import { CatalogueDescription, CatalogueName, CatalogueTeamId } from './catalogue.dto.js';
import { stacked } from '../../../platform/http/stacked.js';

const LEVEL_MESSAGE = ORGANIZATION_LIMITS.positionLevel.message;

const PositionLevel = (defaultLevel?: number) =>
  stacked(
    ApiPropertyOptional(defaultLevel === undefined ? { minimum: 1, maximum: 10 } : { minimum: 1, maximum: 10, default: defaultLevel }),
    IsOptional(),
    IsInt({ message: LEVEL_MESSAGE }),
    Min(ORGANIZATION_LIMITS.positionLevel.min, { message: LEVEL_MESSAGE }),
    Max(ORGANIZATION_LIMITS.positionLevel.max, { message: LEVEL_MESSAGE }),
  );

export class CreatePositionRequest {
  @CatalogueName('役職名', ORGANIZATION_LIMITS.positionName, { required: true })
  name: string;

  @CatalogueTeamId()
  teamId?: string;

  @PositionLevel(1)
  level?: number;

  @CatalogueDescription()
  description?: string | null;
}

export class UpdatePositionRequest {
  @CatalogueName('役職名', ORGANIZATION_LIMITS.positionName, { required: false })
  name?: string;

  @PositionLevel()
  level?: number;

  @CatalogueDescription()
  description?: string | null;
}
