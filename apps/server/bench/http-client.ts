import { Agent, get } from 'node:http';

/** One client on one kept-alive connection, reading every response to its end. */
export function createHttpClient(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    get(path: string): Promise<void> {
      return new Promise((resolve, reject) => {
        get(`${baseUrl}${path}`, { agent }, (response) => {
          response.resume();
          response.on('error', reject);
          response.on('end', () =>
            response.statusCode === 200
              ? resolve()
              : reject(new Error(`GET ${path} answered ${response.statusCode ?? '?'}`)),
          );
        }).on('error', reject);
      });
    },
    close: () => agent.destroy(),
  };
}
