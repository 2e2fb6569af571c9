/**
 * The sign-in and sign-up rules, shared by the /auth forms in the
 * browser and by /api/auth/* on arrival: one schema, one set of messages. Isomorphic.
 */
import "./zod";
import { z } from "zod";

export const LOGIN_PASSWORD_MIN = 6;
export const SIGNUP_PASSWORD_MIN = 12;
/** No form shows this limit: it bounds what the server will hash. */
export const PASSWORD_MAX = 1024;

export const SIGNUP_PASSWORD_HINT = "Must be 12+ characters with uppercase, lowercase, number, and special character";

const email = z
  .string()
  .trim()
  .pipe(z.email("Invalid email address").max(255, "Email must be less than 255 characters"));

export const loginSchema = z.object({
  email,
  password: z
    .string()
    .min(LOGIN_PASSWORD_MIN, `Password must be at least ${LOGIN_PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The sign-up password rules in the order the form reports them (the first failure is shown). */
export const signUpPassword = z
  .string()
  // Counted without spaces and control characters: NULs or blanks make no password longer.
  .refine(
    (password) => password.replace(/[\s\p{Cc}]/gu, "").length >= SIGNUP_PASSWORD_MIN,
    `Password must be at least ${SIGNUP_PASSWORD_MIN} characters`,
  )
  .max(PASSWORD_MAX, "Password is too long")
  .refine((password) => !/\p{Cc}/u.test(password), "Password must not contain control characters")
  .regex(/\p{Lu}/u, "Password must contain at least one uppercase letter")
  .regex(/\p{Ll}/u, "Password must contain at least one lowercase letter")
  .regex(/\p{Nd}/u, "Password must contain at least one number")
  .regex(/[^\p{L}\p{N}\s]/u, "Password must contain at least one special character");

export const signUpSchema = z.object({ email, password: signUpPassword });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The settings' change-password form: the current password, and a new one by the sign-up rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX, "Password is too long"),
    newPassword: signUpPassword,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: "The new password must differ from the current one",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The first message of a failed parse (forms show it in a toast, endpoints answer it). */
export function firstAuthIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}
