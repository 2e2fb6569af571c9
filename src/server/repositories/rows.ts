import type { Row, SqlExecutor, SqlParam } from "../db/types";

/** The one row a lookup (or an update or delete of one id) returns, or undefined when there is none. */
export async function firstRow<T extends object>(
  sql: SqlExecutor,
  text: string,
  params?: readonly SqlParam[],
): Promise<T | undefined> {
  const rows = await sql.query<T & Row>(text, params);
  return rows[0];
}

/**
 * What an edit form saves in one table: the table; the columns it sets from the form, listed as
 * SQL lists them, each with the type its parameter is cast to where the driver cannot tell it
 * (`tags::text[]`); columns set from those new values (`{published}` stands for the value of
 * `published`); and the columns the saved row is answered with. Every name is the repository's
 * own constant, never input; they are checked all the same.
 */
export interface EditableTable {
  table: string;
  columns: string;
  derived?: Readonly<Record<string, string>>;
  returning: string;
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;
const COLUMN = /^([a-z_][a-z0-9_]*)(::[a-z]+(?:\[\])?)?$/;

function parsedColumn(column: string): { name: string; cast: string } {
  const match = COLUMN.exec(column);
  if (!match) throw new Error(`Not a column name: ${column}`);
  return { name: match[1]!, cast: match[2] ?? "" };
}

function editableColumns(editable: EditableTable): { name: string; cast: string }[] {
  if (!TABLE_NAME.test(editable.table)) throw new Error(`Not a table name: ${editable.table}`);
  return editable.columns
    .trim()
    .split(/\s*,\s*/)
    .map(parsedColumn);
}

/** The values of the editable columns, in their order, taken from a row's fields by name. */
export function editableValues(editable: EditableTable, fields: object): SqlParam[] {
  return editableColumns(editable).map(({ name }) => (fields as Record<string, SqlParam>)[name] as SqlParam);
}

/**
 * Saves an edit of row `id` (the editable columns, taken from `fields` by name) unless the row
 * changed since `expectedUpdatedAt` (the copy the editor opened; no check when undefined).
 * Answers the saved row, or undefined when the row is gone or stale. Compared to the millisecond,
 * the precision the row's timestamp has once it has been through JSON (PostgreSQL keeps
 * microseconds).
 */
export function updateUnlessStale<T extends object>(
  sql: SqlExecutor,
  editable: EditableTable,
  id: string,
  fields: object,
  expectedUpdatedAt: string | undefined,
): Promise<T | undefined> {
  const columns = editableColumns(editable);
  // $1 is the id, the columns' values follow in order, and the expected updated_at comes last.
  const parameterOf = new Map(columns.map(({ name }, index) => [name, `$${index + 2}`]));
  const assignments = columns.map(({ name, cast }) => `${name} = ${parameterOf.get(name)!}${cast}`);
  for (const [column, expression] of Object.entries(editable.derived ?? {})) {
    const { name } = parsedColumn(column);
    const value = expression.replace(/\{([a-z_][a-z0-9_]*)\}/g, (_match, source: string) => {
      const parameter = parameterOf.get(source);
      if (!parameter)
        throw new Error(`${editable.table}.${name} is derived from ${source}, which the edit does not set`);
      return parameter;
    });
    assignments.push(`${name} = ${value}`);
  }
  const expected = `$${columns.length + 2}::timestamptz`;
  return firstRow<T>(
    sql,
    `update ${editable.table} set ${assignments.join(", ")}
     where id = $1 and (${expected} is null or date_trunc('milliseconds', updated_at) = ${expected})
     returning ${editable.returning}`,
    [id, ...editableValues(editable, fields), expectedUpdatedAt ?? null],
  );
}
