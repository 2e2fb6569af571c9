/**
 * Known crawlers, link-preview fetchers, automation and command-line clients: their requests are
 * not views or downloads (decisions.md: bots are not counted). Matched on the User-Agent header;
 * a request without one is treated as automated too.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|headlesschrome|phantomjs|puppeteer|playwright|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|slack|skype|vkshare|w3c_validator|curl\/|wget\/|httpie|python-requests|python-urllib|aiohttp|go-http-client|java\/|okhttp|node-fetch|undici|axios|libwww|scrapy|feedfetcher|rss/i;

export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true;
  return BOT_USER_AGENT.test(userAgent);
}
