import 'reflect-metadata';
import { ApiProperty, ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiAnswers } from './api-answers.js';
import { ApiIfMatch } from './if-match.js';

class ThingResponse {
  @ApiProperty() id!: string;
}

// swagger's key for a handler's documented answers (`DECORATORS.API_RESPONSE`).
const answersOf = (handler: unknown): unknown => Reflect.getMetadata('swagger/apiResponse', handler as object);

describe('ApiAnswers', () => {
  it('documents what the stack of swagger decorators it replaces documented', () => {
    class Stacked {
      @ApiIfMatch()
      @ApiOkResponse({ type: [ThingResponse] })
      @ApiBadRequestResponse({ description: 'Blank name' })
      @ApiNotFoundResponse()
      @ApiConflictResponse({ type: ThingResponse, description: 'Taken' })
      handler(): void {}
    }
    class Answered {
      @ApiIfMatch()
      @ApiAnswers({ ok: [ThingResponse], badRequest: 'Blank name', notFound: '', conflict: { type: ThingResponse, description: 'Taken' } })
      handler(): void {}
    }
    expect(answersOf(Answered.prototype.handler)).toEqual(answersOf(Stacked.prototype.handler));
    expect(answersOf(Answered.prototype.handler)).toMatchObject({
      409: { description: 'Taken\n\nThe revision in If-Match is stale.' },
    });
  });

  it('takes a class as the body and a string as the description', () => {
    class Stacked {
      @ApiOkResponse({ type: ThingResponse })
      @ApiNoContentResponse({ description: 'Gone' })
      handler(): void {}
    }
    class Answered {
      @ApiAnswers({ ok: ThingResponse, noContent: 'Gone' })
      handler(): void {}
    }
    expect(answersOf(Answered.prototype.handler)).toEqual(answersOf(Stacked.prototype.handler));
  });
});
