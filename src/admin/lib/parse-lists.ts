export function parseCommaList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function parseLineList(value: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export function formatCommaList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join(", ");
}

export function formatLineList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join("\n");
}
