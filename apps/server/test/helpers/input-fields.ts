import { z } from 'zod';
import type { RouteTableEntry } from '../../src/app.ts';

type Schema = z.core.$ZodType;

/** Where a request carries input, as Fastify's schema names it. */
export const INPUT_PARTS = ['querystring', 'params', 'body'] as const;
export type InputPart = (typeof INPUT_PARTS)[number];

export interface TextField {
  part: InputPart;
  /** The field's path in its part: `['emails', 0]`. */
  path: (string | number)[];
  /** The schema that reads the text itself (inside optional, default, preprocess, …). */
  leaf: Schema;
}

function unwrap(schema: Schema): Schema[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return [schema.unwrap()];
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return [schema.def.innerType];
  }
  if (schema instanceof z.ZodPipe) {
    // A preprocess (transform → schema) reads its input with the schema after it.
    return schema.in instanceof z.ZodTransform ? [schema.out] : [schema.in];
  }
  if (schema instanceof z.ZodUnion) return [...schema.options];
  return [];
}

/** Every place in a schema where a request may put text, with the schema that reads it. */
function textLeaves(
  schema: Schema,
  path: (string | number)[],
): { path: (string | number)[]; leaf: Schema }[] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape).flatMap(([key, value]) =>
      textLeaves(value, [...path, key]),
    );
  }
  if (schema instanceof z.ZodArray) return textLeaves(schema.element, [...path, 0]);
  if (
    schema instanceof z.ZodString ||
    schema instanceof z.ZodStringFormat ||
    schema instanceof z.ZodEnum
  ) {
    return [{ path, leaf: schema }];
  }
  const inner = unwrap(schema);
  // A union of text forms (a uuid or 'self') is one field.
  const leaves = inner.flatMap((option) => textLeaves(option, path));
  return schema instanceof z.ZodUnion ? leaves.slice(0, 1) : leaves;
}

/**
 * The text fields of a route, from its own schemas: every query and path parameter (they arrive
 * as text whatever they become), and every string or choice in the body, nested ones included.
 */
export function textFieldsOf(route: RouteTableEntry): TextField[] {
  const schema = (route.schema ?? {}) as Partial<Record<InputPart, unknown>>;
  return INPUT_PARTS.flatMap((part): TextField[] => {
    const partSchema = schema[part];
    if (!(partSchema instanceof z.ZodObject)) return [];
    if (part === 'body') {
      return textLeaves(partSchema, []).map((field) => ({ part, ...field }));
    }
    // Every parameter is one field, whatever it reads the text as (a number, a date, a choice).
    return Object.entries(partSchema.shape).map(([key, value]) => ({
      part,
      path: [key],
      leaf: textLeaves(value, [key])[0]?.leaf ?? value,
    }));
  });
}

/** Whether a route validates anything it is sent. */
export function hasInputSchema(route: RouteTableEntry): boolean {
  const schema = (route.schema ?? {}) as Partial<Record<InputPart, unknown>>;
  return INPUT_PARTS.some((part) => schema[part] instanceof z.ZodType);
}

/** A field that reads calendar dates: takes 2026-11-24 and refuses 2026-02-30. */
export function isDateField(field: TextField): boolean {
  const accepts = (value: string) => z.safeParse(field.leaf, value).success;
  return accepts('2026-11-24') && !accepts('2026-02-30');
}

/**
 * The longest text a field takes: its declared maximum, or a uuid's 36; `null` for text without
 * a bound; `'not text'` for a field read as a number or a choice (bounded by what it is).
 */
export function maxLengthOf(field: TextField): number | null | 'not text' {
  const { leaf } = field;
  if (
    leaf instanceof z.ZodEnum ||
    !(leaf instanceof z.ZodString || leaf instanceof z.ZodStringFormat)
  ) {
    return 'not text';
  }
  if (leaf.format === 'uuid') return 36;
  return leaf.maxLength;
}
