import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { Endpoint } from '@waggle/shared/api/endpoint';
import type { z } from 'zod';
import type { Identity } from '../identity';
import type { Authenticate } from './authentication';
import type { JsonText, ZodTypeProvider } from './zod-validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route counted as a change (the writes bucket), not a read. */
    changes?: boolean;
  }
}

// Routes registered from the shared endpoint descriptors (packages/shared/src/api/): the method,
// the path pattern and every schema come from the descriptor, so the server answers the contract
// the web calls by (docs/architecture.md#http-api).

type Part<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** The Fastify schema of an endpoint's route: its request parts, and its answer by status. */
interface RouteSchema<E extends Endpoint> extends FastifySchema {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: { [S in E['status'][number]]: Part<E, 'response'> };
}

type EndpointRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RouteSchema<E>,
  ZodTypeProvider
>;

type EndpointReply<E extends Endpoint> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/** What a handler gets: the request parsed by the descriptor's schemas, the reply, and the caller. */
type EndpointCall<E extends Endpoint> = {
  request: EndpointRequest<E>;
  /** Already set to the descriptor's first status; a handler sets another one itself. */
  reply: EndpointReply<E>;
} & (E extends { readonly access: 'anyone' } ? unknown : { identity: Identity });

/** The answer's body as the response schema takes it, or already written to it as JSON text. */
type AnswerBody<E extends Endpoint> = E extends { readonly response: infer R extends z.ZodType }
  ? z.input<R> | JsonText<z.input<R>>
  : never;

export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
) => AnswerBody<E> | Promise<AnswerBody<E>>;

function routeSchema({ params, query, body, response, status }: Endpoint): FastifySchema {
  return {
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(response && { response: Object.fromEntries(status.map((code) => [code, response])) }),
  };
}

/**
 * Registers routes on `app` from endpoint descriptors: `on(endpoint, handler)` serves the
 * descriptor's method and path with its params, query, body and response schemas (the response
 * for each of its statuses), answering with its first status unless the handler sets another.
 *
 * - Access: for an endpoint whose access is not `anyone`, `authenticate` runs as the request
 *   arrives, before its body is read or any schema checks it: without a valid sign-in it is a
 *   401, whatever else is wrong with it (docs/product.md#error-responses). The handler gets the
 *   caller's `identity`. The finer rules (an account that is set up, its own rows, admin rights)
 *   stay with the services.
 * - Rate limits: each call is then counted in its bucket, reads (GET, or a descriptor's `read`)
 *   or writes, against the signed-in person or else the address (docs/product.md#rate-limits).
 * - HEAD: a GET route answers HEAD too, with the GET's headers and no body (Fastify's
 *   exposeHeadRoutes); a HEAD descriptor names such a twin and is never registered itself.
 * - Multipart: the descriptor has no body schema; `app` must be a scope that parses
 *   multipart/form-data, and the handler reads the form.
 */
export function endpointRoutes(app: FastifyInstance, authenticate?: Authenticate) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  return {
    on<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): void {
      const { method, path, access, multipart } = endpoint;
      if (method === 'HEAD') {
        throw new Error(`HEAD ${path} is the GET route's twin; register the GET endpoint`);
      }
      const signIn = access === 'anyone' ? undefined : authenticate;
      if (access !== 'anyone' && !signIn) {
        throw new Error(
          `${method} ${path} is for a signed-in caller: give endpointRoutes authenticate`,
        );
      }
      if (multipart && !app.hasContentTypeParser('multipart/form-data')) {
        throw new Error(
          `${method} ${path} takes multipart/form-data, which this scope does not parse`,
        );
      }
      const [status] = endpoint.status;
      const bucket = method === 'GET' || endpoint.read ? 'reads' : 'writes';
      routes.route({
        method,
        url: path,
        schema: routeSchema(endpoint),
        config: { changes: bucket === 'writes' },
        onRequest: [
          ...(signIn
            ? [
                async (request: FastifyRequest) => {
                  request.identity = await signIn(request);
                },
              ]
            : []),
          app.rateLimits[bucket],
        ],
        handler: async (request, reply) => {
          reply.code(status);
          // The descriptor's schemas are the route's, so its request and reply are EndpointCall's.
          const { identity } = request;
          return handler({ request, reply, identity } as unknown as EndpointCall<E>);
        },
      });
    },
  };
}
