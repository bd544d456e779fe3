import { Agent, request } from 'node:http';

export interface HttpAnswer {
  status: number;
  /** The body as text: empty unless asked for (`readBody`), else read and dropped. */
  body: string;
}

export interface HttpCall {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  readBody?: boolean;
  timeoutMs?: number;
}

/** One client on one kept-alive connection, reading every response to its end. */
export function createHttpClient(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  function send(path: string, call: HttpCall = {}): Promise<HttpAnswer> {
    const payload = call.json === undefined ? undefined : JSON.stringify(call.json);
    const headers = {
      ...call.headers,
      ...(payload === undefined
        ? {}
        : {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(payload)),
          }),
    };
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${baseUrl}${path}`,
        { agent, method: call.method ?? 'GET', headers, timeout: call.timeoutMs ?? 10_000 },
        (response) => {
          const chunks: Buffer[] = [];
          if (call.readBody) response.on('data', (chunk: Buffer) => chunks.push(chunk));
          else response.resume();
          response.on('error', reject);
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`${path}: no answer in time`)));
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
  return {
    send,
    async get(path: string): Promise<void> {
      const { status } = await send(path);
      if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    },
    close: () => agent.destroy(),
  };
}
export type HttpClient = ReturnType<typeof createHttpClient>;
