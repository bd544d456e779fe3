import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { invalidInputMessage } from '../http-error';

/** Lets route schemas be zod schemas, so handlers see the parsed (coerced, defaulted) types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(invalidInputMessage(part, issues[0]));
    this.name = 'RequestValidationError';
  }
}

/**
 * An answer already written as JSON text to its route's schema, which the serializer sends as it
 * is instead of checking and writing it again: for a route that answers often, whose text is built
 * to the schema elsewhere (the nearby list, modules/places/place-json.ts). `T` is what it stands for.
 */
export class JsonText<T> {
  declare readonly stands?: T;
  constructor(readonly text: string) {}
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (data: unknown) => {
    if (!isZodSchema(schema)) return { value: data };
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(httpPart ?? 'request', result.error.issues) };
  });
  // Responses go through their schema too: unknown fields never leak, wrong shapes fail loudly.
  app.setSerializerCompiler(({ schema }) => (data: unknown) => {
    if (data instanceof JsonText) return data.text;
    return JSON.stringify(isZodSchema(schema) ? schema.parse(data) : data);
  });
}
