import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { stacked } from './routes.js';

// The fields a team's named catalogues (departments, positions) share in their request bodies.
// Each decorator below stands for the stack written in the same order above a property.

/** The entry's name, unique in its team; `label` names it in the messages (部署名, 役職名). */
export const CatalogueName = (label: string, options: { required: boolean }): PropertyDecorator =>
  stacked(
    options.required ? ApiProperty({ maxLength: 255 }) : ApiPropertyOptional({ maxLength: 255 }),
    ...(options.required ? [] : [IsOptional()]),
    IsString({ message: `${label}は文字列で指定してください` }),
    IsNotEmpty({ message: `${label}を入力してください` }),
    MaxLength(255, { message: `${label}は255文字以内で入力してください` }),
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
    MaxLength(1000, { message: '説明は1000文字以内で入力してください' }),
  );
