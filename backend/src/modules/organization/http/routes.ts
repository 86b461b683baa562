import { applyDecorators, Delete, HttpCode, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { ApiIfMatch } from '../../../platform/http/if-match.js';
import { CreatedResponse, ErrorResponse, UpdatedResponse } from './common.dto.js';

type AnyDecorator = ClassDecorator | MethodDecorator | PropertyDecorator;

/**
 * Decorators in the order they would be stacked above a member: the lowest applies first, as
 * when stacked, so the metadata (and the OpenAPI document) comes out as the stack would make it.
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator;
export function stacked(...decorators: AnyDecorator[]): MethodDecorator;
export function stacked(...decorators: AnyDecorator[]): MethodDecorator & PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}

const forbiddenResponse = (description?: string) =>
  ApiForbiddenResponse(description === undefined ? { type: ErrorResponse } : { type: ErrorResponse, description });

/**
 * `POST <path>` adding an entry to a team's named catalogue (departments, positions): 409 when the
 * name is taken in the team. `created` and `forbidden` say who may add one.
 */
export const CreateCatalogueEntry = (path: string, who: { created?: string; forbidden?: string }): MethodDecorator =>
  stacked(
    Post(path),
    Access('signed_in'),
    ApiCreatedResponse(who.created === undefined ? { type: CreatedResponse } : { type: CreatedResponse, description: who.created }),
    ApiConflictResponse({ type: ErrorResponse, description: 'The name is taken in the team (compared after NFKC and case folding).' }),
    forbiddenResponse(who.forbidden),
    ApiNotFoundResponse({ type: ErrorResponse }),
  );

/**
 * `PUT <path>` of an organisation entity (team member, department, position) under If-Match:
 * any signed-in user may call it; the handler checks who manages the team. Answers the new revision.
 */
export const UpdateUnderIfMatch = (path: string, forbidden?: string): MethodDecorator =>
  stacked(
    Put(path),
    Access('signed_in'),
    ApiIfMatch(),
    ApiOkResponse({ type: UpdatedResponse }),
    forbiddenResponse(forbidden),
    ApiNotFoundResponse({ type: ErrorResponse }),
  );

/** `DELETE <path>` of an organisation entity under If-Match; `deleted` tells what becomes of what referred to it. */
export const DeleteUnderIfMatch = (path: string, deleted: string, forbidden?: string): MethodDecorator =>
  stacked(
    Delete(path),
    Access('signed_in'),
    HttpCode(204),
    ApiIfMatch(),
    ApiNoContentResponse({ description: deleted }),
    forbiddenResponse(forbidden),
    ApiNotFoundResponse({ type: ErrorResponse }),
  );
