import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
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
  {
    // tests/fixtures/lint: code that breaks the rules on purpose, linted by tests/unit/lint-rules.test.ts.
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "data/",
      "src/db/migrations/",
      "tests/fixtures/lint/",
    ],
  },
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
            {
              regex: "(^|/)infra/(?!i18n/)",
              message:
                "The domain receives infrastructure through its ports (src/domain/ports); only the translation catalogues are imported (ADR 018).",
            },
          ],
        },
      ],
    },
  },
  {
    // A domain test may run the real infrastructure (the guide's PDF through Typst).
    files: ["src/domain/**/*.test.ts"],
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
    // Infrastructure implements the domain's ports and knows no feature (ADR 018).
    files: ["src/infra/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: webFrameworks, message: "src/infra is framework-free: the server routes its links." },
            {
              regex: "(^|/)(server|web)/|(^|/)domain/(?!ports/)",
              message: "src/infra imports only the domain's ports (src/domain/ports), src/db and src/shared.",
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
              group: ["**/server/**", "**/domain/**", "**/db/**", "**/infra/**"],
              allowTypeImports: true,
              message: "Use context.get(webContext).services in loaders; import only types.",
            },
          ],
        },
      ],
    },
  },
  {
    // Size limits (docs/decisions/021): a file holds one subject in at most 300 lines and a function
    // does one step in at most 80, blank lines and comments not counted. Tests are not limited: a
    // table of cases reads best whole.
    files: ["src/**/*.{ts,tsx}", "tests/fixtures/lint/src/**/*.ts"],
    ignores: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    rules: {
      "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }],
      "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Vitest's toMatchObject takes a RegExp property (or array item) as matched by any string (measured: it passes
    // `{ a: "hello" }` against `{ a: /zzz/ }`); a pattern is written expect.stringMatching(/…/).
    files: ["src/**/*.test.{ts,tsx}", "tests/**/*.ts", "e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name='toMatchObject'] :matches(Property, ArrayExpression) > Literal[regex]",
          message: "toMatchObject passes any string for a RegExp: write expect.stringMatching(/…/).",
        },
      ],
    },
  },
  {
    // The server only assembles the features' compositions (docs/decisions/017): under 80 lines.
    files: ["src/server/services.ts"],
    rules: { "max-lines": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The exceptions named in docs/decisions/021: data, not code (one entry per PKD activity).
    files: ["src/domain/tax/activities-2026.ts"],
    rules: { "max-lines": "off" },
  },
  {
    // No import cycles anywhere in the application (types included: a cycle of types is still a
    // cycle of modules to a reader).
    files: ["src/**/*.{ts,tsx}", "tests/fixtures/lint/src/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // A web feature is used through its own modules; what two features share lives in web/lib or
    // web/components, not inside one of them.
    files: ["src/web/features/**/*.{ts,tsx}", "tests/fixtures/lint/src/web/features/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.)[^/]+/",
              message: "Another feature's module: move what both need to src/web/lib or src/web/components.",
            },
            {
              group: ["**/server/**", "**/domain/**", "**/db/**", "**/infra/**"],
              allowTypeImports: true,
              message: "Use context.get(webContext).services in loaders; import only types.",
            },
          ],
        },
      ],
    },
  },
);
