import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createEmulatorUser, type EmulatorUser } from './test/auth-emulator-client';
import { createTestApp, type TestApp } from './test/test-app';

const nul = '\u0000';

interface Case {
  field: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  payload?: Record<string, unknown>;
}

// Every text field a client can send, with a valid request around it.
const cases: Case[] = [
  { field: 'q', method: 'GET' as const, url: `/api/locations?q=${encodeURIComponent(`a${nul}`)}` },
  { field: 'q', method: 'GET', url: '/api/locations?lat=51.5&lng=-0.1&q=%00' },
  { field: 'cursor', method: 'GET', url: '/api/locations?cursor=%00' },
  ...['firebaseUID', 'username', 'password', 'email', 'displayName', 'photoURL'].map(
    (field): Case => ({
      field,
      method: 'POST',
      url: '/api/users',
      payload: { firebaseUID: 'uid-1', username: 'Kim', email: 'k@example.org', [field]: nul },
    }),
  ),
  ...['firebaseUID', 'userId'].map((field): Case => ({
    field,
    method: 'POST',
    url: '/api/validate-user-session',
    payload: { firebaseUID: 'uid-1', userId: 1, [field]: `x${nul}` },
  })),
  ...['displayName', 'dogName'].map((field): Case => ({
    field,
    method: 'PATCH',
    url: '/api/users/1',
    payload: { [field]: `Rex${nul}` },
  })),
];

describe('a NUL character in any text input', () => {
  let t: TestApp;
  // Signed in: without a sign-in, a signed-in route answers 401 before it reads the body.
  let user: EmulatorUser;
  beforeAll(async () => {
    [t, user] = await Promise.all([createTestApp('pglite'), createEmulatorUser()]);
  });
  afterAll(() => t.close());

  it.each(cases)('$method $url ($field) is a 400 naming the field', async (request) => {
    const res = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: bearer(user),
      ...(request.payload ? { payload: request.payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toContain(request.field);
    expect(body.message).toContain('NUL');
  });
});
