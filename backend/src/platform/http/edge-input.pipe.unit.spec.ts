import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UNSTORABLE_TEXT_MESSAGE } from '../domain/storable-text.js';
import { EdgeInputPipe, NULL_MESSAGE, PROTOTYPE_KEY_MESSAGE } from './edge-input.pipe.js';

class AddressRequest {
  @ApiProperty() city: string;
  @ApiPropertyOptional({ type: String, nullable: true }) building?: string | null;
}

class MemberFieldsRequest {
  @ApiPropertyOptional({ type: String, nullable: true }) notes?: string | null;
  @ApiPropertyOptional() teamId?: string;
}

class UpdateMemberRequest extends MemberFieldsRequest {
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional({ type: () => AddressRequest }) address?: AddressRequest;
  @ApiPropertyOptional({ type: [AddressRequest] }) previous?: AddressRequest[];
}

const pipe = new EdgeInputPipe();
const body: ArgumentMetadata = { type: 'body', metatype: UpdateMemberRequest };

/** The 400's messages, or 'passed' when the pipe let the value through unchanged. */
function refusal(value: unknown, metadata: ArgumentMetadata = body): string[] | 'passed' {
  try {
    expect(pipe.transform(value, metadata)).toBe(value);
    return 'passed';
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return (error.getResponse() as { message: string[] }).message;
  }
}

describe('EdgeInputPipe', () => {
  it('lets ordinary input through untouched', () => {
    expect(refusal({ name: '営業部 😀', notes: null, address: { city: '東京', building: null } })).toBe('passed');
    expect(refusal('0f8c2a9e-1111-4000-8000-000000000000', { type: 'param', data: 'id' })).toBe('passed');
  });

  it('names every field holding a NUL or a lone surrogate, nested ones by their path', () => {
    expect(refusal({ name: 'T\u0000', address: { city: '\ud800' }, previous: [{ city: 'ok' }, { city: 'x\udc00' }] })).toEqual([
      `name: ${UNSTORABLE_TEXT_MESSAGE}`,
      `address.city: ${UNSTORABLE_TEXT_MESSAGE}`,
      `previous.1.city: ${UNSTORABLE_TEXT_MESSAGE}`,
    ]);
  });

  it('checks path parameters and query values by their name, and keys as well as values', () => {
    expect(refusal('\u0000', { type: 'param', data: 'id' })).toEqual([`id: ${UNSTORABLE_TEXT_MESSAGE}`]);
    expect(refusal({ teamId: 'a\u0000' }, { type: 'query' })).toEqual([`teamId: ${UNSTORABLE_TEXT_MESSAGE}`]);
    expect(refusal({ 'na\u0000me': 'x' })).toEqual([`body: 項目名に${UNSTORABLE_TEXT_MESSAGE}`]);
  });

  it('refuses the keys that reach a prototype', () => {
    const parsed = JSON.parse('{"__proto__":{"polluted":true},"address":{"constructor":{"prototype":{}}},"prototype":1}') as object;
    expect(refusal(parsed)).toEqual([`__proto__: ${PROTOTYPE_KEY_MESSAGE}`, `prototype: ${PROTOTYPE_KEY_MESSAGE}`, `address.constructor: ${PROTOTYPE_KEY_MESSAGE}`]);
  });

  it('refuses null where the DTO does not declare the field nullable, nested and inherited fields included', () => {
    expect(refusal({ name: null, teamId: null, notes: null, address: { city: null, building: null }, previous: [null] })).toEqual([
      `name: ${NULL_MESSAGE}`,
      `teamId: ${NULL_MESSAGE}`,
      `address.city: ${NULL_MESSAGE}`,
      `previous.0: ${NULL_MESSAGE}`,
    ]);
    expect(refusal({ unknownField: null })).toEqual([`unknownField: ${NULL_MESSAGE}`]);
  });

  it('leaves the values of our own parameter decorators (the signed-in user, If-Match, an uploaded file) alone', () => {
    expect(refusal({ originalname: 'a\u0000.csv', buffer: Buffer.from([0]) }, { type: 'custom' })).toBe('passed');
  });
});
