import { RpcCode, RpcError } from './RpcError';

export type RpcHandler<C> = (params: unknown, context: C) => unknown;
export type RpcMethods<C> = Record<string, RpcHandler<C>>;

type Id = string | number | null;

interface RpcResponse {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

function errorResponse(id: Id, error: RpcError): RpcResponse {
  const body: RpcResponse['error'] = { code: error.code, message: error.message };
  if (error.data !== undefined) body.data = error.data;
  return { jsonrpc: '2.0', id, error: body };
}

function isId(value: unknown): value is Id {
  return value === null || typeof value === 'string' || typeof value === 'number';
}

async function handleOne<C>(
  request: unknown,
  methods: RpcMethods<C>,
  context: C,
  onInternalError: (error: unknown) => void,
): Promise<RpcResponse | undefined> {
  if (!request || typeof request !== 'object' || Array.isArray(request)) {
    return errorResponse(
      null,
      new RpcError(RpcCode.InvalidRequest, 'Invalid request: expected a JSON-RPC object'),
    );
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const replyId = isId(id) ? id : null;
  if (jsonrpc !== '2.0') {
    return errorResponse(
      replyId,
      new RpcError(RpcCode.InvalidRequest, 'Invalid request: "jsonrpc" must be "2.0"'),
    );
  }
  if (id !== undefined && !isId(id)) {
    return errorResponse(
      null,
      new RpcError(RpcCode.InvalidRequest, 'Invalid request: "id" must be a string, number or null'),
    );
  }
  if (typeof method !== 'string') {
    return errorResponse(
      replyId,
      new RpcError(RpcCode.InvalidRequest, 'Invalid request: "method" must be a string'),
    );
  }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  let response: RpcResponse;
  if (!handler) {
    response = errorResponse(replyId, new RpcError(RpcCode.MethodNotFound, `Method not found: ${method}`));
  } else {
    try {
      response = { jsonrpc: '2.0', id: replyId, result: await handler(params, context) };
    } catch (error) {
      if (error instanceof RpcError) {
        response = errorResponse(replyId, error);
      } else {
        onInternalError(error);
        response = errorResponse(
          replyId,
          new RpcError(
            RpcCode.InternalError,
            `Internal error: ${(error as Error)?.message ?? String(error)}`,
          ),
        );
      }
    }
  }
  // A request without an id is a notification: no reply.
  return id === undefined ? undefined : response;
}

/**
 * One JSON-RPC 2.0 body (single request or batch) → the body to send back, or undefined when nothing is
 * owed (notifications only). Never throws: every failure becomes an error object.
 */
export async function handleJsonRpc<C>(
  body: string,
  methods: RpcMethods<C>,
  context: C,
  onInternalError: (error: unknown) => void = () => undefined,
): Promise<string | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return JSON.stringify(
      errorResponse(null, new RpcError(RpcCode.ParseError, `Parse error: ${(error as Error).message}`)),
    );
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) {
      return JSON.stringify(
        errorResponse(null, new RpcError(RpcCode.InvalidRequest, 'Invalid request: empty batch')),
      );
    }
    const responses: RpcResponse[] = [];
    for (const request of parsed) {
      const response = await handleOne(request, methods, context, onInternalError);
      if (response) responses.push(response);
    }
    return responses.length > 0 ? JSON.stringify(responses) : undefined;
  }
  const response = await handleOne(parsed, methods, context, onInternalError);
  return response ? JSON.stringify(response) : undefined;
}
