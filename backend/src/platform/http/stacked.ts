import { applyDecorators } from '@nestjs/common';

type AnyDecorator = ClassDecorator | MethodDecorator | PropertyDecorator;

/**
 * Decorators in the order they would be stacked above a member: the lowest applies first, as
 * when stacked, so the metadata (the OpenAPI document, and the order in which class-validator
 * reports broken rules, which picks the message shown) comes out as the stack would make it.
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator;
export function stacked(...decorators: AnyDecorator[]): MethodDecorator;
export function stacked(...decorators: AnyDecorator[]): MethodDecorator & PropertyDecorator {
  return applyDecorators(...[...decorators].reverse());
}
