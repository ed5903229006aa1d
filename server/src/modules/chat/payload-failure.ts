import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { ChatErrorCode } from '@portal/contract';
import type { MessageKey } from '../../i18n';
import { ChatFailure } from './chat-failure';

const checks = new WeakMap<TSchema, TypeCheck<TSchema>>();

function describe(error: ValueError): { key: MessageKey; limit?: unknown } {
  const schema = error.schema as {
    minimum?: number;
    maximum?: number;
    minLength?: number;
    maxLength?: number;
    maxItems?: number;
    minItems?: number;
  };
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return { key: 'fieldRequired' };
    case ValueErrorType.StringMaxLength:
      return { key: 'fieldTooLong', limit: schema.maxLength };
    case ValueErrorType.ArrayMaxItems:
      return { key: 'fieldTooLong', limit: schema.maxItems };
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1
        ? { key: 'fieldRequired' }
        : { key: 'fieldTooShort', limit: schema.minLength };
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return { key: 'fieldMin', limit: schema.minimum };
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return { key: 'fieldMax', limit: schema.maximum };
    case ValueErrorType.ObjectAdditionalProperties:
      return { key: 'fieldUnknown' };
    case ValueErrorType.StringPattern:
      return { key: 'fieldPattern' };
    default:
      return { key: 'fieldType' };
  }
}

/**
 * Null when a socket payload fits its schema; otherwise the chat's bad-request failure (code 400)
 * naming the first wrong field, worded as the REST calls word it.
 */
export function payloadFailure(schema: TSchema, payload: unknown): ChatFailure | null {
  let check = checks.get(schema);
  if (!check) checks.set(schema, (check = TypeCompiler.Compile(schema)));
  if (check.Check(payload)) return null;
  const first = check.Errors(payload).First();
  if (!first) return new ChatFailure(ChatErrorCode.badRequest, 'badRequest');
  const { key, limit } = describe(first);
  const field = first.path.replace(/^\//, '').replace(/\//g, '.') || 'payload';
  return new ChatFailure(ChatErrorCode.badRequest, key, { field, limit: String(limit ?? '') });
}
