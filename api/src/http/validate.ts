// Validation middleware: parses body, query and path params with the shared zod schemas and leaves the parsed
// (typed, checksummed, coerced) values on res.locals, so handlers never touch raw input.
import type { ValidationIssue } from '@fin/shared/schemas/common';
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { ValidationError } from './errors';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
type Location = keyof Schemas;

export type Validated<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

function issuesOf(location: Location, error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    location,
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

export function validate<S extends Schemas>(schemas: S) {
  return (req: Request, res: Response, next: NextFunction) => {
    const issues: ValidationIssue[] = [];
    const parsed: Record<string, unknown> = {};
    for (const location of ['params', 'query', 'body'] as const) {
      const schema = schemas[location];
      if (!schema) continue;
      const input = location === 'body' ? req.body : req[location];
      if (location === 'body' && (typeof input !== 'object' || input === null || Array.isArray(input))) {
        issues.push({
          location,
          path: '',
          message: 'must be a JSON object sent with Content-Type: application/json',
        });
        continue;
      }
      const result = schema.safeParse(input);
      if (result.success) parsed[location] = result.data;
      else issues.push(...issuesOf(location, result.error));
    }
    if (issues.length > 0) return next(new ValidationError(issues));
    res.locals.valid = parsed;
    next();
  };
}

/** The values `validate` parsed, typed by the same schemas. */
export function valid<S extends Schemas>(res: Response, _schemas: S): Validated<S> {
  return res.locals.valid as Validated<S>;
}
