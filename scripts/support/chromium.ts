import { existsSync } from "node:fs";

/**
 * Debian's Chromium as the browser tests and the scripts drive it (no browser is downloaded):
 * headless, offline, WebGL through SwiftShader (`--disable-gpu` leaves WebGL on, in software).
 *
 * The browser tests prefer Debian's headless shell (`chromium-headless-shell`, the same Chromium
 * without the desktop browser around it) where it is installed: measured on the 2-core machines,
 * the same browser tests took a quarter to a third less time than in `chromium --headless`. The
 * scripts that measure or draw for visitors (the benchmark, the demo posters) keep the browser
 * visitors run. `CHROMIUM_PATH` overrides both.
 */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: FLAGS,
};

export const TEST_CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: FLAGS,
};
