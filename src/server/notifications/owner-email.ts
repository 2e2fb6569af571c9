import { site } from "../../config/site";
import type { Database } from "../db/database";

/**
 * The owner's email address: where notifications go when NOTIFY_EMAIL is unset. The one place
 * that knows where it is kept; for now the configured identity in src/config/site.ts. It takes
 * the database and answers asynchronously so that it can read the stored site settings instead
 * without any caller changing.
 */
export async function ownerEmail(_db: Database): Promise<string> {
  return site.owner.email;
}
