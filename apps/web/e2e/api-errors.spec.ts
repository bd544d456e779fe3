import { expect, test } from './test';

test('the connectivity probe HEAD /api/locations?limit=1 answers 200', async ({ request }) => {
  const res = await request.head('/api/locations?limit=1');
  expect(res.status()).toBe(200);
});

const badRequests = [
  { name: 'malformed JSON', data: '{"ids": [1,', status: 400, code: 'invalid_json' },
  { name: 'a wrong type', data: '{"ids": "1"}', status: 400, code: 'validation_failed' },
  {
    name: 'an oversized body',
    data: `{"ids":[1],"x":"${'y'.repeat(1_200_000)}"}`,
    status: 413,
    code: 'payload_too_large',
  },
];

for (const { name, data, status, code } of badRequests) {
  test(`the real server answers ${name} with a ${status} JSON error`, async ({ request }) => {
    const res = await request.post('/api/locations/batch', {
      data: Buffer.from(data),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status()).toBe(status);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
  });
}

test('a bad query and an unknown API path get JSON errors', async ({ request }) => {
  const bad = await request.get('/api/locations?limit=100000');
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toBe('validation_failed');
  const missing = await request.get('/api/nothing-here');
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: string }).error).toBe('not_found');
});
