import { createTranslator } from "../../shared/i18n.ts";
import type { KnowledgeLang } from "../knowledge/knowledge-base.ts";
import { cataloguesFor } from "../../infra/i18n/catalogues.ts";

/** The advisor's texts (locales/{pl,en}/advisor.json) in one language. */
export const advisorText = (lang: KnowledgeLang) => createTranslator(lang, cataloguesFor(lang)).t;
