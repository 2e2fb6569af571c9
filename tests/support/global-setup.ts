/**
 * One migrated database per backend, copied by every test database: a PGlite file
 * (pglite-template.ts), and when TEST_DATABASE_URL is set a template database on that server
 * (`create database … template …`).
 */
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/open";
import { TEMPLATE_DATABASE, withDatabase } from "./database";
import { createPgliteTemplate } from "./pglite-template";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [dropPglite, dropPostgres] = await Promise.all([createPgliteTemplate(project), createPostgresTemplate()]);
  return async () => {
    await Promise.all([dropPglite(), dropPostgres()]);
  };
}

async function createPostgresTemplate(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return async () => {};
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
