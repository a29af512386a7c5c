import { COMMON_HINTS } from "./common-hints.ts";
import { CONTRACTOR_HINTS } from "./employer-hints.ts";
import { GROWTH_HINTS } from "./founder-hints.ts";
import { H55_HINTS } from "./h55-hints.ts";
import { H56_HINTS } from "./h56-hints.ts";
import { H60_HINTS } from "./h60-hints.ts";
import { H63_HINTS } from "./h63-hints.ts";
import { H62_HINTS } from "./h62-hints.ts";
import { H61_HINTS } from "./h61-hints.ts";
import { H66_HINTS } from "./h66-hints.ts";
import { H67_HINTS } from "./h67-hints.ts";
import { H68_HINTS } from "./h68-hints.ts";
import { H69_HINTS } from "./h69-hints.ts";
import { H70_HINTS } from "./h70-hints.ts";
import type { TopicHint } from "./hints.ts";
import { MISTAKES_HINTS } from "./mistakes-hints.ts";

/**
 * The hints tried first, in this order: the commonest short wordings (each with a `not` keeping the
 * narrower cases on their own articles), the mistakes-and-corrections theme's, then growth and
 * contractors'.
 */
export const LEADING_HINTS: TopicHint[] = [
  ...H69_HINTS,
  ...H55_HINTS,
  ...H68_HINTS,
  ...H60_HINTS,
  ...H63_HINTS,
  ...H62_HINTS,
  ...H67_HINTS,
  ...H66_HINTS,
  ...H70_HINTS,
  ...H61_HINTS,
  ...COMMON_HINTS,
  ...MISTAKES_HINTS,
  ...GROWTH_HINTS,
  ...CONTRACTOR_HINTS,
  ...H56_HINTS,
];
