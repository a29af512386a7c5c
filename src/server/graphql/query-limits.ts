import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** The deepest selection and the most fields a query may ask for (our own queries stay far below). */
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_FIELDS = 300;

/**
 * Refuses queries nested deeper than MAX_QUERY_DEPTH or selecting more than MAX_QUERY_FIELDS
 * fields (fragments expanded, aliases counted), before anything runs: a cheap bound on the cost
 * of one request. The refusal carries the catalogued code `invalidInputObject`.
 */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of context.getDocument().definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const measure = (set: SelectionSetNode, depth: number, seen: Set<string>): { depth: number; fields: number } => {
    let deepest = depth;
    let fields = 0;
    for (const s of set.selections) {
      let inner: SelectionSetNode | undefined;
      let nextDepth = depth;
      let nextSeen = seen;
      if (s.kind === Kind.FIELD) {
        fields += 1;
        inner = s.selectionSet;
        nextDepth = depth + 1;
      } else if (s.kind === Kind.INLINE_FRAGMENT) inner = s.selectionSet;
      else {
        const name = s.name.value;
        if (seen.has(name)) continue; // a cycle is reported by graphql's own rule
        inner = fragments.get(name)?.selectionSet;
        nextSeen = new Set(seen).add(name);
      }
      if (!inner) {
        deepest = Math.max(deepest, nextDepth);
        continue;
      }
      const m = measure(inner, nextDepth, nextSeen);
      deepest = Math.max(deepest, m.depth);
      fields += m.fields;
      if (fields > MAX_QUERY_FIELDS) break;
    }
    return { depth: deepest, fields };
  };
  return {
    OperationDefinition(node) {
      const { depth, fields } = measure(node.selectionSet, 0, new Set());
      if (depth > MAX_QUERY_DEPTH || fields > MAX_QUERY_FIELDS)
        context.reportError(
          new GraphQLError(
            depth > MAX_QUERY_DEPTH
              ? `The query is nested ${depth} levels deep; at most ${MAX_QUERY_DEPTH} are allowed.`
              : `The query selects more than ${MAX_QUERY_FIELDS} fields.`,
            { nodes: [node], extensions: { code: "invalidInputObject" } },
          ),
        );
    },
  };
}
