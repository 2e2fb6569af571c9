/**
 * The /auth page's calls to /api/auth/* (browser only). Tokens never reach this code: the
 * server answers with the user and sets HttpOnly cookies.
 */
import { postJson, type ApiResult } from "../../lib/api-client";

export interface SessionInfo {
  user: { id: string; email: string } | null;
  isAdmin: boolean;
  expiresAt: number | null;
}

export const signIn = (email: string, password: string): Promise<ApiResult<SessionInfo>> =>
  postJson<SessionInfo>("/api/auth/signin", { email, password });

export const signUp = (email: string, password: string): Promise<ApiResult<{ user: { id: string; email: string } }>> =>
  postJson("/api/auth/signup", { email, password });

/** The current session (refreshed by the server when needed); null when it cannot be read. */
export async function currentSession(): Promise<SessionInfo | null> {
  try {
    const response = await fetch("/api/auth/session", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    return (await response.json()) as SessionInfo;
  } catch {
    return null;
  }
}
