import { BREAK, GraphQLError, Kind, execute, getVariableValues, visit } from 'graphql';
import type { DocumentNode, ExecutionResult, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';

/** Apollo Server's gateway interface (typed through @apollo/server, which declares it) */
type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

/**
 * Queries run this many times through graphql-js before they are compiled: compiling costs more
 * than one execution, so a document sent once (or a stream of distinct hostile documents) is
 * never compiled, while the web app's own documents, sent over and over, are.
 */
export const COMPILE_AFTER_USES = 2;

interface Plan {
  uses: number;
  /** the compiled query, or null when graphql-jit could not compile it (graphql-js runs it forever) */
  compiled: CompiledQuery | null | undefined;
}

export interface OperationRequest {
  document: DocumentNode;
  /** undefined when the document names no such operation (or several, none chosen): graphql-js answers why */
  operation: OperationDefinitionNode | undefined;
  operationName: string | null | undefined;
  variables: Record<string, unknown> | undefined;
  contextValue: unknown;
}

/**
 * Executes validated operations: graphql-js at first, then graphql-jit's compiled form of a
 * query once it has been seen COMPILE_AFTER_USES times. The profile of the dashboard's GraphQL
 * mix (issue 21) put graphql-js's per-field machinery (executeField, getArgumentValues,
 * completeValue, instanceOf) at ~23% of the gateway's CPU; compiled, a document's fields are
 * resolved by straight-line code. Plans hang off the parsed document Apollo's document store
 * keeps, so they go when it evicts the document. Mutations always run through graphql-js
 * (serial root fields, rare). Invalid variables go through graphql-js too, so their errors keep
 * graphql-js's wording (Apollo tells a bad variable from a server failure by that wording).
 */
export class OperationExecutor {
  private readonly plans = new WeakMap<DocumentNode, Map<string, Plan>>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** How many compiled plans `document` holds (for tests). */
  compiledCount(document: DocumentNode): number {
    return [...(this.plans.get(document)?.values() ?? [])].filter((p) => p.compiled).length;
  }

  execute(r: OperationRequest): Promise<ExecutionResult> | ExecutionResult {
    const op = r.operation;
    const compiled = op?.operation === 'query' ? this.compiled(r) : null;
    if (compiled && op && this.variablesValid(op, r.variables)) {
      const result = compiled.query(undefined, r.contextValue, r.variables);
      return result instanceof Promise ? result.then(withGraphqlJsErrors) : withGraphqlJsErrors(result);
    }
    return execute({
      schema: this.schema,
      document: r.document,
      contextValue: r.contextValue,
      variableValues: r.variables,
      operationName: r.operationName,
    });
  }

  private compiled(r: OperationRequest): CompiledQuery | null {
    let byName = this.plans.get(r.document);
    if (!byName) this.plans.set(r.document, (byName = new Map()));
    const name = r.operationName ?? '';
    let plan = byName.get(name);
    if (!plan) byName.set(name, (plan = { uses: 0, compiled: undefined }));
    if (plan.compiled !== undefined) return plan.compiled;
    if (++plan.uses <= COMPILE_AFTER_USES) return null;
    if (hasStringLiteral(r.document)) {
      plan.compiled = null;
      return null;
    }
    try {
      const c = compileQuery(this.schema, r.document, r.operationName ?? undefined);
      plan.compiled = isCompiledQuery(c) ? c : null;
    } catch {
      plan.compiled = null;
    }
    return plan.compiled;
  }

  private variablesValid(operation: OperationDefinitionNode, variables: Record<string, unknown> | undefined): boolean {
    const defs = operation.variableDefinitions;
    if (!defs?.length) return true;
    return !getVariableValues(this.schema, defs, variables ?? {}, { maxErrors: 1 }).errors;
  }
}

/**
 * Whether the document holds a string literal. graphql-jit writes literal argument values into
 * the code it generates through a JSON.stringify whose output it then rewrites (its markers for
 * dates, NaN and infinities): a string literal made to look like its date marker becomes code.
 * Such documents always run through graphql-js; the web app passes every value as a variable.
 */
export function hasStringLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]() {
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * graphql-jit's errors are objects of its own (no `extensions` unless the cause has some, which
 * Apollo's error formatting reads): each becomes the GraphQLError graphql-js would have made,
 * same message, locations, path and cause.
 */
function withGraphqlJsErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((e) => {
    const err = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? undefined, extensions: e.extensions });
    // graphql-js computes locations from AST nodes, which graphql-jit's errors do not keep: copied as computed
    if (e.locations) (err as { locations?: GraphQLError['locations'] }).locations = e.locations;
    return err;
  });
  return { ...result, errors };
}

/**
 * The executor as Apollo Server's gateway interface (its one hook for executing operations
 * otherwise than with graphql-js): a fixed schema, no updates. Apollo still parses, validates
 * (our limit rules included), caches documents, runs plugins and formats errors; only execution
 * goes through the OperationExecutor.
 */
export function executingGateway(schema: GraphQLSchema, executor = new OperationExecutor(schema)): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return {
        executor: async (rc) =>
          executor.execute({
            document: rc.document,
            operation: rc.operation,
            // the name the client sent: Apollo's own is the resolved operation's (null when none
            // matched), with which graphql-js would run the document's only operation instead of
            // answering "Unknown operation named ..."
            operationName: rc.request.operationName ?? rc.operationName,
            variables: rc.request.variables,
            contextValue: rc.context,
          }),
      };
    },
    async stop() {},
  };
}
