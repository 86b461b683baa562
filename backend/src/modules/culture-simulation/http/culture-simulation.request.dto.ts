import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { APPROACHES, type Approach } from '../domain/culture-model.js';
import { CULTURE_SIMULATION_LIMITS } from '@pivot/rules';
import { SIMULATION_LIMITS } from '../domain/simulator.js';

const L = SIMULATION_LIMITS;
const cadenceMessage = `1on1の頻度は月0〜${L.cadenceMax}回の範囲で指定してください`;
const approachMessage = 'アプローチは strategy、mindset_improvement、trust_building、mixed のいずれかです';

/** 1on1 sessions per month, by the member's MS quadrant. */
export class QuadrantCadenceRequest {
  @ApiProperty({ minimum: 0, maximum: L.cadenceMax })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: cadenceMessage })
  @Min(0, { message: cadenceMessage })
  @Max(L.cadenceMax, { message: cadenceMessage })
  highHigh: number;

  @ApiProperty({ minimum: 0, maximum: L.cadenceMax })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: cadenceMessage })
  @Min(0, { message: cadenceMessage })
  @Max(L.cadenceMax, { message: cadenceMessage })
  highMindset: number;

  @ApiProperty({ minimum: 0, maximum: L.cadenceMax })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: cadenceMessage })
  @Min(0, { message: cadenceMessage })
  @Max(L.cadenceMax, { message: cadenceMessage })
  highSkill: number;

  @ApiProperty({ minimum: 0, maximum: L.cadenceMax })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: cadenceMessage })
  @Min(0, { message: cadenceMessage })
  @Max(L.cadenceMax, { message: cadenceMessage })
  lowLow: number;
}

/** The 1on1 approach used, by the member's MS quadrant. */
export class QuadrantApproachRequest {
  @ApiProperty({ enum: APPROACHES, enumName: 'CultureApproach' })
  @IsIn(APPROACHES, { message: approachMessage })
  highHigh: Approach;

  @ApiProperty({ enum: APPROACHES, enumName: 'CultureApproach' })
  @IsIn(APPROACHES, { message: approachMessage })
  highMindset: Approach;

  @ApiProperty({ enum: APPROACHES, enumName: 'CultureApproach' })
  @IsIn(APPROACHES, { message: approachMessage })
  highSkill: Approach;

  @ApiProperty({ enum: APPROACHES, enumName: 'CultureApproach' })
  @IsIn(APPROACHES, { message: approachMessage })
  lowLow: Approach;
}

export class ScenarioParametersRequest {
  @ApiProperty({ type: QuadrantCadenceRequest })
  @IsDefined({ message: '1on1の頻度を指定してください' })
  @IsObject({ message: '1on1の頻度を指定してください' })
  @ValidateNested()
  @Type(() => QuadrantCadenceRequest)
  cadence: QuadrantCadenceRequest;

  @ApiProperty({ type: QuadrantApproachRequest })
  @IsDefined({ message: 'アプローチを指定してください' })
  @IsObject({ message: 'アプローチを指定してください' })
  @ValidateNested()
  @Type(() => QuadrantApproachRequest)
  approach: QuadrantApproachRequest;

  @ApiProperty({ minimum: 0, maximum: 1, description: 'Share of members taking part in growth cycles' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '育成サイクルへの参加率は0〜100%で指定してください' })
  @Min(0, { message: '育成サイクルへの参加率は0〜100%で指定してください' })
  @Max(1, { message: '育成サイクルへの参加率は0〜100%で指定してください' })
  growthCycleParticipation: number;

  @ApiProperty({ minimum: 0, maximum: L.learningMax, description: 'Learning completions per member per month' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: `学習の修了数は月0〜${L.learningMax}件で指定してください` })
  @Min(0, { message: `学習の修了数は月0〜${L.learningMax}件で指定してください` })
  @Max(L.learningMax, { message: `学習の修了数は月0〜${L.learningMax}件で指定してください` })
  learningPerMonth: number;
}

const horizonMessage = `予測期間は${L.horizonMin}〜${L.horizonMax}か月で指定してください`;
const runsMessage = `試行回数は${L.runsMin}〜${L.runsMax}回で指定してください`;

/** A scenario to project. */
export class SimulateCultureRequest {
  @ApiProperty({ type: ScenarioParametersRequest })
  @IsDefined({ message: 'シナリオの条件を指定してください' })
  @IsObject({ message: 'シナリオの条件を指定してください' })
  @ValidateNested()
  @Type(() => ScenarioParametersRequest)
  parameters: ScenarioParametersRequest;

  @ApiPropertyOptional({ minimum: L.horizonMin, maximum: L.horizonMax, default: 12 })
  @IsOptional()
  @IsInt({ message: horizonMessage })
  @Min(L.horizonMin, { message: horizonMessage })
  @Max(L.horizonMax, { message: horizonMessage })
  horizonMonths?: number;

  @ApiPropertyOptional({ minimum: L.runsMin, maximum: L.runsMax, default: 500 })
  @IsOptional()
  @IsInt({ message: runsMessage })
  @Min(L.runsMin, { message: runsMessage })
  @Max(L.runsMax, { message: runsMessage })
  runs?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 2147483647, description: 'The random seed; the same seed and history give the same projection' })
  @IsOptional()
  @IsInt({ message: 'シード値は0以上の整数で指定してください' })
  @Min(0, { message: 'シード値は0以上の整数で指定してください' })
  @Max(2147483647, { message: 'シード値は0以上の整数で指定してください' })
  seed?: number;
}

/** A scenario to save: the projection is computed again on the server, never taken from the client. */
export class SaveCultureScenarioRequest extends SimulateCultureRequest {
  @ApiProperty({ maxLength: CULTURE_SIMULATION_LIMITS.scenarioName.max })
  @IsString({ message: 'シナリオ名を入力してください' })
  @MaxLength(CULTURE_SIMULATION_LIMITS.scenarioName.max, { message: CULTURE_SIMULATION_LIMITS.scenarioName.tooLong })
  name: string;
}

export class ShareCultureScenarioRequest {}
