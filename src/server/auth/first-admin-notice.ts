import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The generated password of a first admin, kept in the data folder (0600, like everything there)
 * from the moment it is made until the server has started and printed it, last, under its own
 * build output, with the address to sign in at. Taken once: printing deletes it. Where there is
 * no data folder (an in-memory database) it is printed at once instead.
 */
export interface FirstAdminNotice {
  email: string;
  password: string;
}

const FILE = "first-admin.json";

export function keepFirstAdminNotice(dataDir: string, notice: FirstAdminNotice): void {
  writeFileSync(path.join(dataDir, FILE), JSON.stringify(notice), { mode: 0o600 });
}

/** The kept notice, removed from the folder; null when there is none (it was shown already). */
export function takeFirstAdminNotice(dataDir: string): FirstAdminNotice | null {
  const file = path.join(dataDir, FILE);
  let notice: FirstAdminNotice;
  try {
    notice = JSON.parse(readFileSync(file, "utf8")) as FirstAdminNotice;
  } catch {
    return null;
  }
  rmSync(file, { force: true });
  return notice;
}

/** The notice as a framed block, for the terminal. */
export function formatFirstAdminNotice({ email, password }: FirstAdminNotice, signInUrl: string): string {
  const lines = [
    "An admin account was created. This password is shown only this once:",
    "",
    `  email:    ${email}`,
    `  password: ${password}`,
    "",
    `Sign in at ${signInUrl}`,
    "Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  return [
    "",
    `  ┌─${"─".repeat(width)}─┐`,
    ...lines.map((line) => `  │ ${line.padEnd(width)} │`),
    `  └─${"─".repeat(width)}─┘`,
    "",
  ].join("\n");
}
