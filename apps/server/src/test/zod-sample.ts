import type { z } from 'zod';

// A plausible valid value for a request schema, read from the schema itself, so a fuzz run can
// spoil one part of an otherwise valid request and reach the checks behind the first one. Not
// every schema's rules can be met this way (a regex, a refinement): such a sample is refused
// somewhere too, which only makes the requests built on it shallower.

const samplesByFormat: Record<string, string> = {
  url: 'https://waggle.test/uploads/photo.webp',
  datetime: '2026-05-01T09:00:00Z',
  email: 'dog-owner@example.com',
};

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;

function sampleString(schema: z.ZodString): string {
  const byFormat = schema.format ? samplesByFormat[schema.format] : undefined;
  if (byFormat) return byFormat;
  const word = 'Park';
  const min = schema.minLength ?? 0;
  return word.padEnd(min, 'k').slice(0, schema.maxLength ?? word.length);
}

function sampleNumber(schema: z.ZodNumber): number {
  const min = schema.minValue ?? -Infinity;
  const max = schema.maxValue ?? Infinity;
  return Math.min(Math.max(1, min), max);
}

const inner = (def: Def) => sampleOf(def.innerType as z.core.$ZodType);

/** How to make a sample of each kind of schema that requests use. */
const samplers: Partial<Record<Def['type'], (schema: z.core.$ZodType, def: Def) => unknown>> = {
  object: (_, def) =>
    Object.fromEntries(
      Object.entries(def.shape as Record<string, z.core.$ZodType>)
        .map(([key, value]) => [key, sampleOf(value)] as const)
        .filter(([, value]) => value !== undefined),
    ),
  string: (schema) => sampleString(schema as z.ZodString),
  number: (schema) => sampleNumber(schema as z.ZodNumber),
  boolean: () => true,
  null: () => null,
  nullable: () => null,
  enum: (_, def) => Object.values(def.entries as Record<string, unknown>)[0],
  literal: (_, def) => (def.values as unknown[])[0],
  array: (_, def) => [sampleOf(def.element as z.core.$ZodType)],
  optional: (_, def) => inner(def),
  default: (_, def) => inner(def),
  prefault: (_, def) => inner(def),
  readonly: (_, def) => inner(def),
  pipe: (_, def) => sampleOf(def.in as z.core.$ZodType) ?? sampleOf(def.out as z.core.$ZodType),
  union: (_, def) => sampleOf((def.options as z.core.$ZodType[])[0] as z.core.$ZodType),
};

/** A value the schema likely takes; `undefined` when it cannot tell. */
export function sampleOf(schema: z.core.$ZodType): unknown {
  const def = defOf(schema);
  return samplers[def.type]?.(schema, def);
}
