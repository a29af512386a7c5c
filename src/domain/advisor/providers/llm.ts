import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { KnowledgeLang } from "../../knowledge/knowledge-base.ts";
import type { AdvisorTurn } from "../advisor.ts";
import type { BusinessProfile } from "../profile.ts";

export interface LlmSettings {
  baseURL: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  maxRetries: number;
}

export interface Llm {
  model: LanguageModelV4;
  settings: LlmSettings;
}

/** An OpenAI-compatible chat model (`/v1/chat/completions`: OpenAI, Ollama, vLLM, llama.cpp, LM Studio). */
export function createLlm(settings: LlmSettings): Llm {
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: settings.baseURL.replace(/\/+$/, ""),
    apiKey: settings.apiKey,
  });
  return { model: provider.chatModel(settings.model), settings };
}

/**
 * The instructions that ground a model's reply: what the advisor is, the knowledge passages the
 * search found for this message, the profile, the calculators' figures and the next question.
 * The model is told to take numbers only from here.
 */
export function groundingPrompt(lang: KnowledgeLang, turn: AdvisorTurn, profile: BusinessProfile): string {
  const passages = turn.passages.map((p, i) => `[${i + 1}] ${p.title} — ${p.heading}\n${p.text}`).join("\n\n");
  return [
    lang === "pl"
      ? "Jesteś doradcą portalu Przewodnik dla osób zakładających i prowadzących firmę w Polsce w 2026 roku. Odpowiedz po polsku (w języku ostatniej wiadomości użytkownika), zwięźle i praktycznie: najpierw konkretna odpowiedź z liczbą, rokiem i źródłem, potem wyjaśnienie."
      : "You are the advisor of the Przewodnik portal for people starting and running a business in Poland in 2026. Answer in English (the language of the user's last message), briefly and practically: the precise answer first, with its figure, year and source, then the explanation.",
    lang === "pl"
      ? "Opieraj się wyłącznie na fragmentach bazy wiedzy i wyliczeniach poniżej. Liczby podawaj tylko stąd; jeśli czegoś tu nie ma, powiedz wprost, że tego nie wiesz. Nie wymyślaj źródeł."
      : "Rely only on the knowledge passages and calculations below. Give numbers only from here; if something is not here, say plainly that you do not know. Do not invent sources.",
    `KNOWLEDGE:\n${passages || "(none found for this message)"}`,
    `PROFILE: ${JSON.stringify(profile)}`,
    turn.calculation ? `CALCULATION: ${turn.calculation}` : "",
    turn.nextQuestion ? `END WITH THIS QUESTION: ${turn.nextQuestion}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}
