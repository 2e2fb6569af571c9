import path from "node:path";

/**
 * The project folder (where package.json, supabase/ and the data folder live). Commands and
 * servers start there; PROJECT_ROOT overrides it for unusual layouts.
 */
export function projectPath(...segments: string[]): string {
  return path.resolve(process.env.PROJECT_ROOT ?? process.cwd(), ...segments);
}
