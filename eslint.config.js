// @ts-check
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * One linter for bugs the type checker cannot see (hooks rules, floating promises, unused code);
 * formatting is Prettier's alone.
 */
export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".astro/",
      ".netlify/",
      ".data*/",
      ".e2e/",
      ".builds/",
      ".bench*/",
      "scratch/",
      "test-results/",
      "playwright-report/",
      "supabase/seed/media/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["src/components/**/*.tsx", "src/admin/**/*.tsx"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The browser side and the server side meet only in src/lib/ (shared types, formatting,
  // validation): components and the admin app never import server code, which would also pull
  // it into their bundles, and server code never imports components.
  {
    files: ["src/components/**", "src/admin/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.?/(.*/)?server(/|$)",
              message: "Components never import src/server/; move what both sides need into src/lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\.?/(.*/)?components(/|$)",
              message: "Server code never imports src/components/; move what both sides need into src/lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.astro/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
