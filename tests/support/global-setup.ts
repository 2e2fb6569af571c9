/**
 * When TEST_DATABASE_URL is set, builds one migrated template database on that server; every
 * test database is then a cheap copy of it (`create database … template …`).
 */
import postgres from "postgres";
import { openDatabase } from "../../src/server/db/open";
import { TEMPLATE_DATABASE, withDatabase } from "./database";

export default async function setup(): Promise<void | (() => Promise<void>)> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const { db } = await openDatabase({
    kind: "postgres",
    url: withDatabase(url, TEMPLATE_DATABASE),
    maxConnections: 1,
    applyMigrations: true,
    supabaseCompat: true,
  });
  await db.close();
  return async () => {
    const cleanup = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await cleanup.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
}
