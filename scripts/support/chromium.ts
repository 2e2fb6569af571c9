/**
 * Debian's Chromium as the browser tests and the scripts drive it (no browser is downloaded):
 * headless, offline, WebGL through SwiftShader (`--disable-gpu` leaves WebGL on, in software).
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
