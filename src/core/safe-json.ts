/**
 * JSON text of plain data that no page library can change: every value is written as it is, ignoring the `toJSON`
 * methods a library may have put on built-in prototypes (Prototype.js 1.6 gives `Array.prototype` one that returns
 * a string, so each array came out encoded twice and read back as a string). JSON.stringify calls `toJSON` before the
 * replacer, and the replacer returns the holder's own value instead. Dates are written as ISO strings.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string) {
    const own = this[key];
    if (own instanceof Date) return Number.isNaN(own.getTime()) ? null : own.toISOString();
    return own;
  });
}
