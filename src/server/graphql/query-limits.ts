import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import {
  type ASTVisitor,
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  parse,
  validate,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";

/** The deepest selection and the most fields a query may ask for (our own queries stay far below). */
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_FIELDS = 300;
/** Aliases (`__typename` aside) and directives per operation, fragments expanded. */
export const MAX_QUERY_ALIASES = 30;
export const MAX_QUERY_DIRECTIVES = 20;
/**
 * Lexical tokens per document (graphql-js's own `maxTokens`, graphql-armor's default): parsing
 * stops at the first one past the limit, so a 5 000-deep selection or a megabyte of fields is a
 * syntax error after a bounded amount of work. The largest query of the web client and the tests
 * has about 50 tokens; 301 aliased fields have about 900.
 */
export const MAX_QUERY_TOKENS = 1000;
/**
 * Processor time (this thread's, so a busy machine or a pause of the process does not count) one
 * document may take to be parsed and validated before it is refused. Our documents take about 1 ms.
 */
export const MAX_DOCUMENT_MS = 100;

const CODE = "invalidInputObject";

/** A refusal of the document, with the catalogued code and HTTP 400. */
export function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: CODE, message: CODE, http: { status: 400 } } });
}

/** graphql-armor's rules report through us: our text, our code, never an exception. */
const report = (text: string) => ({
  propagateOnRejection: false,
  exposeLimits: true,
  onReject: [(context: ValidationContext | null) => context?.reportError(limitError(text))],
});

/**
 * The cost rules, from graphql-armor: each memoises a fragment's measure, so a document whose
 * fragments spread each other twice per level is measured in time linear in its size (the
 * expansion is never walked). Cost counts one per field, fragments flattened (a spread counts two
 * and an inline fragment one more), so MAX_QUERY_FIELDS keeps its meaning within a few units.
 */
const limitRules: ValidationRule[] = [
  maxDepthRule({
    n: MAX_QUERY_DEPTH,
    flattenFragments: true,
    ...report(`The query is nested more than ${MAX_QUERY_DEPTH} levels deep.`),
  }),
  costLimitRule({
    maxCost: MAX_QUERY_FIELDS,
    objectCost: 1,
    scalarCost: 1,
    depthCostFactor: 1,
    flattenFragments: true,
    ...report(`The query selects more than ${MAX_QUERY_FIELDS} fields.`),
  }),
  maxAliasesRule({ n: MAX_QUERY_ALIASES, ...report(`The query uses more than ${MAX_QUERY_ALIASES} aliases.`) }),
  maxDirectivesRule({
    n: MAX_QUERY_DIRECTIVES,
    ...report(`The query uses more than ${MAX_QUERY_DIRECTIVES} directives.`),
  }),
];

/** Recursion the parser or a rule could not finish (nesting within the token limit): the client's. */
const tooDeep = () => limitError("The query is nested too deeply to be read.");

const overBudget = () => limitError(`The query took more than ${MAX_DOCUMENT_MS} ms to check.`);

/** Whether the document has used up its processor time, counted from `started`. */
export function budgetSpent(started: NodeJS.CpuUsage): boolean {
  const used = process.threadCpuUsage(started);
  return used.user + used.system > MAX_DOCUMENT_MS * 1000;
}

/**
 * Refuses the document once `spent()` says so, looked at every 16 nodes the validation visits. It
 * throws, so the refusal ends validation at once and is not cached for the document.
 */
export function budgetRule(spent: () => boolean): ValidationRule {
  return function DocumentBudget(): ASTVisitor {
    let nodes = 0;
    return {
      enter() {
        if (++nodes % 16 === 0 && spent()) throw overBudget();
      },
    };
  };
}

/**
 * The cost limits, run only on a document graphql-js's own rules accept: an unknown fragment or a
 * fragment cycle is refused before any cost is computed (the measures assume neither).
 */
export function validateWithLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  ownValidation: () => readonly GraphQLError[],
  spent: () => boolean,
): readonly GraphQLError[] {
  try {
    const errors = ownValidation();
    if (errors.length > 0) return errors;
    if (spent()) throw overBudget();
    return validate(schema, document, [budgetRule(spent), ...limitRules]);
  } catch (error) {
    if (error instanceof RangeError) return [tooDeep()];
    throw error;
  }
}

/** This thread's processor time when the request's parse began (the budget covers both steps). */
const parseStarted = new WeakMap<object, NodeJS.CpuUsage>();

/**
 * The limits of one document: at most MAX_QUERY_TOKENS tokens to parse, graphql-js's
 * validation first, then depth, cost, aliases and directives, the whole within MAX_DOCUMENT_MS.
 * Every refusal is `invalidInputObject`.
 */
export const queryLimits: Plugin = {
  onParse({ context, setParseFn }) {
    parseStarted.set(context, process.threadCpuUsage());
    setParseFn((source, options) => {
      try {
        return parse(source, { ...options, maxTokens: MAX_QUERY_TOKENS });
      } catch (error) {
        throw error instanceof RangeError ? tooDeep() : error;
      }
    });
  },
  onValidate({ context, validateFn, setValidationFn, addValidationRule }) {
    const started = parseStarted.get(context) ?? process.threadCpuUsage();
    const spent = () => budgetSpent(started);
    addValidationRule(budgetRule(spent));
    setValidationFn((schema, document, rules, typeInfo, options) =>
      validateWithLimits(schema, document, () => validateFn(schema, document, rules, typeInfo, options), spent),
    );
  },
};
