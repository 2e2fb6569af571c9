/**
 * Runs before `npm start` and `npm run dev`: opens the database (the embedded one is created and
 * migrated on first use), seeds the demo content into an empty one, and makes sure an admin
 * exists; a generated password is kept for the server to print once it has started. On a hosted
 * Supabase project it only reports: the owner's data and users are theirs, never seeded.
 */
import { ensureAdmin } from "../src/server/auth/bootstrap-admin";
import { formatFirstAdminNotice, keepFirstAdminNotice } from "../src/server/auth/first-admin-notice";
import { closeServerContext, getServerContext, localDataDir } from "../src/server/context";
import { seedDemoContentOnce } from "../src/server/seed/seed-demo";

const ctx = await getServerContext();
const { env, db, storage, opened } = ctx;

if (opened.migrations.applied.length > 0) {
  console.log(
    `[data] applied ${opened.migrations.applied.length} migration(s): ${opened.migrations.applied.join(", ")}`,
  );
}

// Supabase Auth owns the users of a hosted project; everywhere else this project keeps them in
// auth.users itself and must make sure an owner can sign in.
const ownUserStore = !env.SUPABASE_URL;
console.log(
  env.embedded
    ? `[data] embedded database in ${opened.dataDir ?? "memory"}`
    : `[data] PostgreSQL database at DATABASE_URL${ownUserStore ? "" : " (Supabase project)"}`,
);

if (ownUserStore) {
  if (env.DEMO_CONTENT) {
    const seeded = await seedDemoContentOnce(db, storage, localDataDir(env));
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
    const notice = { email: admin.email, password: admin.generatedPassword };
    const dataDir = localDataDir(env);
    // Kept for the server to print last, under the build's output, with the address to sign in at.
    if (dataDir) {
      keepFirstAdminNotice(dataDir, notice);
      console.log(`[data] admin account created: ${admin.email} (its password is printed when the server starts)`);
    } else {
      console.log(formatFirstAdminNotice(notice, `${env.SITE_URL}/auth`));
    }
  } else if (admin.kind !== "existing") {
    console.log(`[data] admin account ready: ${admin.email}`);
  }
} else {
  console.log("[data] users live in Supabase Auth: grant the first admin with `npm run admin -- grant EMAIL`");
}

await closeServerContext();
