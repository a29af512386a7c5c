import { createKnowledgeSearch, type KnowledgeSearch } from "./search.ts";

/**
 * The advisor's knowledge base, built on first use (about half a second of the thread): the
 * server builds it before it listens (`warm`), so no user's message waits for it.
 */
export function createKnowledgeServices() {
  let index: KnowledgeSearch | undefined;
  const knowledgeSearch = () => (index ??= createKnowledgeSearch());
  return {
    knowledgeSearch,
    warm: () => void knowledgeSearch(),
  };
}

export type KnowledgeServices = ReturnType<typeof createKnowledgeServices>;
