import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, OWNER_SERVER_LOCK } from "../../playwright.config";
import { axeViolations } from "./support/axe";
import { expectToast, storeTheme, toastWith } from "./support/site";

// These tests change the owner copy's content: one at a time.
test.describe.configure({ lock: OWNER_SERVER_LOCK });

/**
 * /auth as the owner and a new user meet it: the tabs by
 * mouse and keyboard, the field minimums and hint, every sign-in and sign-up toast, the redirect
 * to /admin after login and for an existing session, and axe in light and dark. Each test is its
 * own client (X-Forwarded-For), so failed attempts of one never throttle another.
 */

test.beforeEach(async ({ context }, testInfo) => {
  const n = [...testInfo.testId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 11);
  const salt = Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${(n >>> 8) & 255}.${(n & 255) ^ salt}.1`,
  });
});

const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openAuth(page: Page) {
  await page.goto("/auth");
  // The island is ready once the submit button is enabled.
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
}

test.describe("/auth", () => {
  test("shows Login and Sign Up tabs, the hint and the footer note", async ({ page }) => {
    await openAuth(page);
    await expect(page).toHaveTitle(/Sign in/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Login", "Sign Up"]);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    const loginPanel = page.getByRole("tabpanel", { name: "Login" });
    await expect(loginPanel.getByLabel("Password")).toHaveAttribute("minlength", "6");
    await expect(page.getByText("Protected by authentication and role-based access control")).toBeVisible();

    await page.getByRole("tab", { name: "Sign Up" }).click();
    const signUpPanel = page.getByRole("tabpanel", { name: "Sign Up" });
    await expect(signUpPanel).toBeVisible();
    await expect(loginPanel).toBeHidden();
    const password = signUpPanel.getByLabel("Password");
    await expect(password).toHaveAttribute("minlength", "12");
    await expect(password).toHaveAccessibleDescription(
      "Must be 12+ characters with uppercase, lowercase, number, and special character",
    );
  });

  test("the tabs work from the keyboard (arrows, Home, End)", async ({ page }) => {
    await openAuth(page);
    const login = page.getByRole("tab", { name: "Login" });
    const signUp = page.getByRole("tab", { name: "Sign Up" });
    await login.focus();
    await page.keyboard.press("ArrowRight");
    await expect(signUp).toBeFocused();
    await expect(signUp).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Sign Up" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(login).toBeFocused();
    await page.keyboard.press("End");
    await expect(signUp).toBeFocused();
    await page.keyboard.press("Home");
    await expect(login).toBeFocused();
    await expect(login).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the tab order; Tab moves into its panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Login" }).getByLabel("Email")).toBeFocused();
  });

  test("a wrong password shows 'Login failed' with the mapped message", async ({ page }) => {
    await openAuth(page);
    const panel = page.getByRole("tabpanel", { name: "Login" });
    await panel.getByLabel("Email").fill(freshEmail("nobody"));
    await panel.getByLabel("Password").fill("Wrong-password-1!");
    await panel.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login failed", "Invalid credentials");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a sign-in service out of reach says so, and that the owner can try again", async ({ page }) => {
    await openAuth(page);
    // What the server answers when Supabase Auth cannot be reached (src/server/auth/supabase-provider.ts).
    const unavailable = "The sign-in service cannot be reached right now. Please try again in a few minutes.";
    await page.route("**/api/auth/signin", (route) =>
      route.fulfill({ status: 503, headers: { "retry-after": "30" }, json: { error: unavailable } }),
    );
    const panel = page.getByRole("tabpanel", { name: "Login" });
    await panel.getByLabel("Email").fill(freshEmail("outage"));
    await panel.getByLabel("Password").fill("Some-password-1!");
    await panel.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Login failed", unavailable);
    await expect(panel.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("a server failure shows 'Error' / 'An unexpected error occurred'", async ({ page }) => {
    await openAuth(page);
    await page.route("**/api/auth/signin", (route) => route.abort("failed"));
    const panel = page.getByRole("tabpanel", { name: "Login" });
    await panel.getByLabel("Email").fill(freshEmail("offline"));
    await panel.getByLabel("Password").fill("Some-password-1!");
    await panel.getByRole("button", { name: "Login" }).click();
    await expectToast(page, "Error", "An unexpected error occurred");
  });

  test("a weak sign-up password shows 'Weak password' with the first rule it breaks", async ({ page }) => {
    await openAuth(page);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const panel = page.getByRole("tabpanel", { name: "Sign Up" });
    await panel.getByLabel("Email").fill(freshEmail("weak"));
    await panel.getByLabel("Password").fill("lowercase-only-123!");
    await panel.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Weak password", "Password must contain at least one uppercase letter");
    await expect(panel.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");

    await panel.getByLabel("Password").fill("Short1!");
    await panel.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Password must be at least 12 characters" }),
    ).toBeVisible();
  });

  test("sign-up creates an account, a taken email gets the same answer, and the new user is not an admin", async ({
    page,
  }) => {
    const account = { email: freshEmail("new-user"), password: "Brand-new-pass-42!" };
    await openAuth(page);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const panel = page.getByRole("tabpanel", { name: "Sign Up" });
    await panel.getByLabel("Email").fill(account.email);
    await panel.getByLabel("Password").fill(account.password);
    await panel.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Account created successfully", "You can now log in with your credentials.");

    // Sign-up never tells who has an account: the taken email is answered as a new one. The first
    // toast closes before the second try, so the toast seen next is the second answer's.
    await expect(toastWith(page, "Account created successfully")).toHaveCount(0);
    const again = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/signup");
    await panel.getByLabel("Email").fill(account.email);
    await panel.getByLabel("Password").fill("Another-new-pass-42!");
    await panel.getByRole("button", { name: "Sign Up" }).click();
    expect((await again).status()).toBe(201);
    await expectToast(page, "Account created successfully", "You can now log in with your credentials.");
    const other = await page.request.post("/api/auth/signin", {
      data: { email: account.email, password: "Another-new-pass-42!" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(other.status()).toBe(401);

    const session = await page.request.post("/api/auth/signin", {
      data: account,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(session.status()).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: account.email }, isAdmin: false });
  });

  test("the owner signs in from the keyboard: 'Login successful', then the admin dashboard", async ({
    page,
    context,
  }) => {
    await openAuth(page);
    await page.getByRole("tabpanel", { name: "Login" }).getByLabel("Email").focus();
    await page.keyboard.type(E2E_ADMIN.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await expectToast(page, "Login successful", "Redirecting to admin dashboard...");
    await expect(page).toHaveURL(/\/admin\/?$/);

    const cookies = await context.cookies();
    const access = cookies.find((cookie) => cookie.name === "portfolio-access");
    expect(access).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("portfolio-");

    // An existing session goes straight on to /admin.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin\/?$/);
  });
});

for (const mode of ["light", "dark"] as const) {
  test(`/auth has no axe violations in ${mode} mode`, async ({ page, context }) => {
    await storeTheme(context, mode);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openAuth(page);
    await page.waitForLoadState("networkidle");
    for (const tab of ["Login", "Sign Up"]) {
      await page.getByRole("tab", { name: tab }).click();
      expect(await axeViolations(page), tab).toEqual([]);
    }
  });
}
