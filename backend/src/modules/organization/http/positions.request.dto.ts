import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CatalogueDescription, CatalogueName, CatalogueTeamId } from './catalogue.dto.js';
import { stacked } from './routes.js';

const LEVEL_MESSAGE = 'レベルは1から10の整数で指定してください';

const PositionLevel = (defaultLevel?: number) =>
  stacked(
    ApiPropertyOptional(defaultLevel === undefined ? { minimum: 1, maximum: 10 } : { minimum: 1, maximum: 10, default: defaultLevel }),
    IsOptional(),
    IsInt({ message: LEVEL_MESSAGE }),
    Min(1, { message: LEVEL_MESSAGE }),
    Max(10, { message: LEVEL_MESSAGE }),
  );

export class CreatePositionRequest {
  @CatalogueName('役職名', { required: true })
  name: string;

  @CatalogueTeamId()
  teamId?: string;

  @PositionLevel(1)
  level?: number;

  @CatalogueDescription()
  description?: string | null;
}

export class UpdatePositionRequest {
  @CatalogueName('役職名', { required: false })
  name?: string;

  @PositionLevel()
  level?: number;

  @CatalogueDescription()
  description?: string | null;
}
