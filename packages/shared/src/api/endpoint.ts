import type { z } from 'zod';
import type { PathParamNames, PathParams, QueryValue } from './build-path';
import type * as paths from './paths';

/** A path pattern of paths.ts. */
export type ApiPath = (typeof paths)[keyof typeof paths];

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint; anyone else is refused (401 signed out, 403 signed in).
 * - `anyone`: no sign-in needed.
 * - `any-sign-in`: a valid sign-in, whether or not its account exists yet (the calls that set it
 *   up).
 * - `signed-in`: a valid sign-in whose account is set up.
 * - `self`: the account named by the path's `:id`.
 * - `self-or-admin`: that account, or an admin.
 * - `author-or-admin`: whoever wrote the item the path names, or an admin.
 * - `admin`: an account with admin rights.
 */
export type Access =
  'anyone' | 'any-sign-in' | 'signed-in' | 'self' | 'self-or-admin' | 'author-or-admin' | 'admin';

/** The statuses an endpoint answers with its `response`. */
export type AnswerStatus = 200 | 201 | 503;

export interface EndpointDefinition {
  method: HttpMethod;
  /** The route's pattern. */
  path: ApiPath;
  /** Parses the path's `:name` segments; required when the path has any. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body is multipart/form-data (a file upload) instead of JSON. */
  multipart?: true;
  /** The answer's body; none for HEAD. */
  response?: z.ZodType;
  /** The statuses answered with `response`, the usual success first: 200 unless given. */
  status?: AnswerStatus | readonly [AnswerStatus, ...AnswerStatus[]];
  access: Access;
  /**
   * A POST that only reads (its question too long for a query string): counted with the reads
   * (docs/product.md#rate-limits).
   */
  read?: true;
  /**
   * The paths of the reads whose answers this call can change, which a client reads again after
   * it. Paths, not descriptors: naming a read costs no import of its schemas.
   */
  changes?: readonly ApiPath[];
}

/** A frozen endpoint descriptor: the definition, its statuses as a list, and its changes. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = Readonly<
  Omit<D, 'status' | 'changes'>
> & {
  readonly status: readonly [AnswerStatus, ...AnswerStatus[]];
  readonly changes: readonly ApiPath[];
};

/** A path with `:name` segments needs a params schema whose output has each of them. */
type ParamsRule<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<Record<PathParamNames<P>, unknown>> };

export function defineEndpoint<const D extends EndpointDefinition>(
  definition: D & ParamsRule<D['path']>,
): Endpoint<D> {
  const { status = 200, changes = [] } = definition;
  const statuses: readonly [AnswerStatus, ...AnswerStatus[]] =
    typeof status === 'number' ? [status] : status;
  return Object.freeze({
    ...definition,
    status: Object.freeze(statuses),
    changes: Object.freeze([...changes]),
  });
}

// What a caller passes and gets back, by endpoint.

/** The values for the path's `:name` segments. */
export type ParamsOf<E extends Endpoint> = PathParams<E['path']>;

/** The query string's values, by the names the query schema knows. */
export type QueryOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
  ? { readonly [K in keyof z.input<Q>]?: QueryValue }
  : never;

/** The body as sent: JSON by the body schema's input, or a form for an upload. */
export type BodyOf<E extends Endpoint> = E extends { multipart: true }
  ? FormData
  : E extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : never;

type ParamsArg<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<E> };
type QueryArg<E extends Endpoint> = [QueryOf<E>] extends [never]
  ? { query?: never }
  : { query?: QueryOf<E> };
type BodyArg<E extends Endpoint> = [BodyOf<E>] extends [never]
  ? { body?: never }
  : { body: BodyOf<E> };

/** What names one resource of an endpoint: its path's parameters and query. */
export type PathArgs<E extends Endpoint> = ParamsArg<E> & QueryArg<E>;
/** What a call to an endpoint sends. */
export type CallArgs<E extends Endpoint> = PathArgs<E> & BodyArg<E>;
/** Arguments that may be left out when none of them is required. */
export type ArgsTuple<A> = Partial<A> extends A ? [args?: A] : [args: A];

/** The answer as read with the response schema. */
export type AnswerOf<E extends Endpoint> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : undefined;
