import { isbot } from "isbot";

/**
 * Crawlers, link-preview fetchers, automation and command-line clients (the `isbot` package's
 * list): their requests are not views or downloads. A request without a User-Agent is treated as
 * automated too.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent);
}
