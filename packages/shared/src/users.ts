import { z } from 'zod';
import { dogSizeSchema } from './domain';
import { text } from './text';

const uid = text().trim().min(1).max(128);
export const userIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const userIdParamsSchema = z.strictObject({ id: userIdSchema });

/** The server's user record as the client reads it (docs/product.md#sign-in-and-session). */
export const serverUserSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  firebaseUID: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  dogName: z.string().nullable(),
  dogSize: dogSizeSchema.nullable(),
  isAdmin: z.boolean(),
});
export type ServerUser = z.infer<typeof serverUserSchema>;

/** The name a user goes by when neither the server nor the identity provider has one. */
export const anonymousDisplayName = 'Anonymous User';

/**
 * docs/product.md#signed-in-user. A field left out reads as its default, so any
 * stored copy with an id and an identity uid restores.
 */
export const authUserSchema = z.object({
  /** numeric, 0 until the server assigns one */
  id: z.number().int().nonnegative(),
  uid: z.string().min(1),
  displayName: z.string().default(anonymousDisplayName),
  email: z.string().default(''),
  photoURL: z.string().default(''),
  isAdmin: z.boolean().default(false),
  dogName: z.string().optional(),
  dogSize: dogSizeSchema.optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

// docs/product.md#signing-in POST /api/users. `password` is a fixed placeholder: accepted, never stored.
export const syncUserBodySchema = z.object({
  firebaseUID: uid,
  username: text().trim().min(1).max(200),
  password: text().max(200).optional(),
  email: text().trim().max(320).default(''),
  displayName: text().trim().max(200).nullish(),
  photoURL: text().trim().max(2048).nullish(),
});
export type SyncUserBody = z.infer<typeof syncUserBodySchema>;

export const syncUserResponseSchema = z.object({
  userId: z.number().int().positive(),
  message: z.string(),
  user: serverUserSchema,
});
export type SyncUserResponse = z.infer<typeof syncUserResponseSchema>;

// docs/product.md#sign-in-and-session POST /api/validate-user-session; a stale or missing userId is not an error (docs/product.md#sign-in-and-session).
export const validateSessionBodySchema = z.object({
  firebaseUID: uid,
  userId: z.union([z.number(), text(), z.null()]).optional(),
});
export type ValidateSessionBody = z.infer<typeof validateSessionBodySchema>;

export const validateSessionResponseSchema = z.object({
  valid: z.boolean(),
  user: serverUserSchema.optional(),
  foundBy: z.literal('firebaseUID').optional(),
});
export type ValidateSessionResponse = z.infer<typeof validateSessionResponseSchema>;

export const maxDogNameLength = 40;
export const maxDisplayNameLength = 60;

/** PATCH /api/users/:id — the web form validates with this same schema. */
export const updateProfileBodySchema = z
  .strictObject({
    displayName: text()
      .trim()
      .min(1, 'Please enter a name')
      .max(
        maxDisplayNameLength,
        `Keep the name to ${maxDisplayNameLength.toLocaleString('en')} characters`,
      )
      .optional(),
    dogName: text()
      .trim()
      .max(
        maxDogNameLength,
        `Keep your dog's name to ${maxDogNameLength.toLocaleString('en')} characters`,
      )
      .transform((name) => (name === '' ? null : name))
      .nullable()
      .optional(),
    dogSize: dogSizeSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const deleteUserBodySchema = z.strictObject({ requestingUserId: userIdSchema });
export type DeleteUserBody = z.infer<typeof deleteUserBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });
