// Kysely plugins that repair what @c15t/backend 1.8.6 hands to the database driver.
import { OperationNodeTransformer } from 'kysely';

/**
 * A plugin that rewrites every bound parameter (single values and value lists) with `convert`.
 * @param {(value: unknown) => unknown} convert
 * @returns {import('kysely').KyselyPlugin}
 */
export function parameterPlugin(convert) {
  const transformer = new (class extends OperationNodeTransformer {
    transformValue(node) {
      const value = convert(node.value);
      return value === node.value ? node : Object.freeze({ ...node, value });
    }
    transformPrimitiveValueList(node) {
      return Object.freeze({ ...node, values: Object.freeze(node.values.map(convert)) });
    }
  })();
  return {
    transformQuery: ({ node, queryId }) => transformer.transformNode(node, queryId),
    transformResult: async ({ result }) => result,
  };
}

/**
 * c15t passes JSON column values (purposeIds, allowedOrigins...) as plain JS arrays when its type is
 * 'postgres'; node-postgres serialises arrays as Postgres array literals, so `["a","b"]` becomes
 * `{"a","b"}` (invalid JSON, the insert fails) and `[]` becomes `{}` (stored as an empty object).
 * c15t's schema has no Postgres array columns, so every array parameter is JSON.
 * PGlite is not affected: it serialises by the column's declared type.
 * @returns {import('kysely').KyselyPlugin}
 */
export function pgJsonArrayPlugin() {
  return parameterPlugin((value) => (Array.isArray(value) ? JSON.stringify(value) : value));
}
