/**
 * The /auth page's calls to /api/auth/* (browser only). Tokens never reach this code: the
 * server answers with the user and sets HttpOnly cookies.
 */
import { postJson, type ApiResult } from "../../lib/api-client";
import type { SessionState } from "../../lib/api-types";
import { fetchSession } from "../../lib/session";

export const signIn = (email: string, password: string): Promise<ApiResult<SessionState>> =>
  postJson<SessionState>("/api/auth/signin", { email, password });

export const signUp = (email: string, password: string): Promise<ApiResult<{ user: { id: string; email: string } }>> =>
  postJson("/api/auth/signup", { email, password });

/** The current session; null when it cannot be read. */
export const currentSession = (): Promise<SessionState | null> => fetchSession().catch(() => null);
