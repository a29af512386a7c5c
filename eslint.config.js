import js from "@eslint/js";
import tseslint from "typescript-eslint";

const webFrameworks = [
  "hono",
  "hono/*",
  "@hono/*",
  "react",
  "react-dom",
  "react-dom/*",
  "react-router",
  "react-router/*",
  "@react-router/*",
  "graphql-yoga",
  "@pothos/*",
  "vite",
];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "test-results/", "data/", "src/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", window: "readonly", document: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // The environment is read once, by src/server/config.ts (DESIGN §4).
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/server/config.ts",
      "src/server/main.ts",
      "src/server/worker-main.ts",
      "src/server/node-env.ts",
      "src/web/routes.ts",
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
    ],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings from Config (src/server/config.ts)." },
      ],
    },
  },
  {
    // The domain imports no web framework and no transport (DESIGN §1).
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: webFrameworks, message: "src/domain is framework-free: take plain data, return plain data." },
            {
              group: ["**/server/*", "**/web/*", "**/server/**", "**/web/**"],
              message: "The domain must not import a transport.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web app reaches the server only through the router context (types only).
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/domain/**", "**/db/**"],
              allowTypeImports: true,
              message: "Use context.get(webContext).services in loaders; import only types.",
            },
          ],
        },
      ],
    },
  },
);
