import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORGANIZATION_LIMITS, type TextLimit } from '@pivot/rules';
import { stacked } from '../../../platform/http/stacked.js';

// The fields a team's named catalogues (departments, positions) share in their request bodies.
// Each decorator below stands for the stack written in the same order above a property.

/** The entry's name, unique in its team; `label` names it in the messages (部署名, 役職名), `limit` is its length rule. */
export const CatalogueName = (label: string, limit: TextLimit, options: { required: boolean }): PropertyDecorator =>
  stacked(
    options.required ? ApiProperty({ maxLength: limit.max }) : ApiPropertyOptional({ maxLength: limit.max }),
    ...(options.required ? [] : [IsOptional()]),
    IsString({ message: `${label}は文字列で指定してください` }),
    IsNotEmpty({ message: `${label}を入力してください` }),
    MaxLength(limit.max, { message: limit.tooLong }),
  );

/** The team to add the entry to, by default the caller's primary team. */
export const CatalogueTeamId = (): PropertyDecorator =>
  stacked(
    ApiPropertyOptional({
      description:
        "Without it, the caller's primary team: the team they marked primary, else the team of their main department, else their only team (400 when none of these tells).",
    }),
    IsOptional(),
    IsString({ message: 'チームIDは文字列で指定してください' }),
    IsNotEmpty({ message: 'チームIDを指定してください' }),
  );

/** A free-text description, null to clear it. */
export const CatalogueDescription = (): PropertyDecorator =>
  stacked(
    ApiPropertyOptional({ type: String, nullable: true }),
    IsOptional(),
    IsString({ message: '説明は文字列で指定してください' }),
    MaxLength(ORGANIZATION_LIMITS.catalogueDescription.max, { message: ORGANIZATION_LIMITS.catalogueDescription.tooLong }),
  );
