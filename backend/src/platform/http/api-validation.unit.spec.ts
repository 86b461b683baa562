import 'reflect-metadata';
import type { OpenAPIObject } from '@nestjs/swagger';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import type { RouteRule } from '../auth/route-rules.js';
import { documentValidation } from './api-validation.js';

class ProbeInviteRequest {
  @IsEmail() @MaxLength(254) email!: string;
  @IsIn(['member', 'leader']) role!: string;
  @IsOptional() @IsString() @Matches(/^\d{4}-\d{2}-\d{2}$/) startsOn?: string;
}

class ProbeListQuery {
  @IsOptional() @IsInt() @Min(1) @Max(100) limit?: number;
  @IsOptional() @IsUUID() teamId?: string;
}

const route: RouteRule = { controller: 'ProbeController', handler: 'list', method: 'GET', path: '/api/probe', rule: 'signed_in', queryType: ProbeListQuery };

const document = (): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/probe': {
      get: {
        operationId: 'Probe_list',
        parameters: [
          { name: 'limit', in: 'query', required: false, schema: { type: 'number', default: 50 } },
          { name: 'teamId', in: 'query', required: false, schema: {} },
        ],
        responses: {},
      },
    },
  },
  components: {
    schemas: {
      ProbeInviteRequest: { type: 'object', properties: { email: { type: 'string' }, role: { type: 'string' }, startsOn: { type: 'string' } }, required: ['email', 'role'] },
    },
  },
});

describe('documentValidation: the OpenAPI document refuses what the ValidationPipe refuses', () => {
  const result = documentValidation(document(), [route]);

  it('writes a request body’s rules into its schema and closes it to unknown fields', () => {
    expect(result.components!.schemas![ProbeInviteRequest.name]).toEqual({
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        role: { type: 'string', enum: ['member', 'leader'] },
        startsOn: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      },
      required: ['email', 'role'],
      additionalProperties: false,
    });
  });

  it('types a query parameter from the class of the route’s @Query(): a whole number, its bounds, a UUID', () => {
    const [limit, teamId] = result.paths['/api/probe'].get!.parameters!;
    expect(limit).toMatchObject({ schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } });
    expect(teamId).toMatchObject({ schema: { format: 'uuid' } });
  });
});
