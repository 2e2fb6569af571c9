/** A PostgreSQL error as both drivers report it (SQLSTATE in `code`). */
export interface PostgresErrorLike {
  code: string;
  message: string;
  constraint?: string;
  constraint_name?: string;
}

export function isPostgresError(error: unknown): error is PostgresErrorLike {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/** SQLSTATE codes the product reacts to. */
export const SqlState = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  notNullViolation: "23502",
  checkViolation: "23514",
  insufficientPrivilege: "42501",
  /** Text the database cannot store: a NUL character, an invalid byte sequence. */
  characterNotInRepertoire: "22021",
  untranslatableCharacter: "22P05",
} as const;

/** Connection-level failures: the database could not be reached or went away. */
export function isConnectionError(error: unknown): boolean {
  if (isPostgresError(error)) return error.code.startsWith("08") || error.code === "57P01";
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" &&
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "ENOTFOUND",
      "EAI_AGAIN",
      "CONNECT_TIMEOUT",
      "CONNECTION_CLOSED",
      "CONNECTION_DESTROYED",
      "CONNECTION_ENDED",
      "OPERATION_TIMEOUT",
    ].includes(code)
  );
}
