/**
 * Runs before `npm start` and `npm run dev`: opens the database (the embedded one is created and
 * migrated on first use), seeds the demo content into an empty one, and makes sure an admin
 * exists, printing a generated password once.
 */
import { ensureAdmin } from "../src/server/auth/bootstrap-admin";
import { closeServerContext, getServerContext } from "../src/server/context";
import { seedDemoContentOnce } from "../src/server/seed/seed-demo";

const ctx = await getServerContext();
const { env, db, storage, opened } = ctx;

if (opened.migrations.applied.length > 0) {
  console.log(
    `[data] applied ${opened.migrations.applied.length} migration(s): ${opened.migrations.applied.join(", ")}`,
  );
}

if (env.embedded) {
  console.log(`[data] embedded database in ${opened.dataDir ?? "memory"}`);
  if (env.DEMO_CONTENT) {
    const seeded = await seedDemoContentOnce(db, storage, opened.dataDir);
    if (seeded) {
      console.log(
        `[data] demo content seeded: ${seeded.projects} projects, ${seeded.posts} posts, ${seeded.experiences} experiences, ` +
          `${seeded.skills} skills, ${seeded.guestbookMessages} guestbook and ${seeded.contactMessages} contact messages, ` +
          `${seeded.mediaFiles} media files`,
      );
    }
  }
  const admin = await ensureAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (admin.kind === "created" && admin.generatedPassword) {
    console.log(
      [
        "",
        "  ┌──────────────────────────────────────────────────────────────────────────┐",
        "  │ An admin account was created. This password is shown only this once:    │",
        "  └──────────────────────────────────────────────────────────────────────────┘",
        `    email:    ${admin.email}`,
        `    password: ${admin.generatedPassword}`,
        "    Sign in at /auth. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
        "",
      ].join("\n"),
    );
  } else if (admin.kind !== "existing") {
    console.log(`[data] admin account ready: ${admin.email}`);
  }
} else {
  console.log("[data] using the PostgreSQL database at DATABASE_URL");
}

await closeServerContext();
