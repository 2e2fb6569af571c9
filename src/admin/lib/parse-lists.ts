/** The lists a form shows as text: comma-separated, or one item per line. */
const splitList = (value: string, separator: string | RegExp): string[] =>
  value
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

type List = readonly string[] | null | undefined;

export const parseCommaList = (value: string) => splitList(value, ",");
export const parseLineList = (value: string) => splitList(value, /\r\n|\r|\n/);
export const formatCommaList = (items: List) => (items ?? []).join(", ");
export const formatLineList = (items: List) => (items ?? []).join("\n");
