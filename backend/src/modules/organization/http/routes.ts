import { Delete, HttpCode, Post, Put } from '@nestjs/common';
import { Access } from '../../../platform/auth/access.decorator.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { ApiIfMatch } from '../../../platform/http/if-match.js';
import { stacked } from '../../../platform/http/stacked.js';
import { CreatedResponse, ErrorResponse, UpdatedResponse } from './common.dto.js';


const forbiddenAnswer = (description?: string) => (description === undefined ? ErrorResponse : { type: ErrorResponse, description });

/**
 * `POST <path>` adding an entry to a team's named catalogue (departments, positions): 409 when the
 * name is taken in the team. `created` and `forbidden` say who may add one.
 */
export const CreateCatalogueEntry = (path: string, who: { created?: string; forbidden?: string }): MethodDecorator =>
  stacked(
    Post(path),
    Access('signed_in'),
    ApiAnswers({
      created: who.created === undefined ? CreatedResponse : { type: CreatedResponse, description: who.created },
      conflict: { type: ErrorResponse, description: 'The name is taken in the team (compared after NFKC and case folding).' },
      forbidden: forbiddenAnswer(who.forbidden),
      notFound: ErrorResponse,
    }),
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
    ApiAnswers({ ok: UpdatedResponse, forbidden: forbiddenAnswer(forbidden), notFound: ErrorResponse }),
  );

/** `DELETE <path>` of an organisation entity under If-Match; `deleted` tells what becomes of what referred to it. */
export const DeleteUnderIfMatch = (path: string, deleted: string, forbidden?: string): MethodDecorator =>
  stacked(
    Delete(path),
    Access('signed_in'),
    HttpCode(204),
    ApiIfMatch(),
    ApiAnswers({ noContent: deleted, forbidden: forbiddenAnswer(forbidden), notFound: ErrorResponse }),
  );
