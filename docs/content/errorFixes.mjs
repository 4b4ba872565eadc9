// How to fix an error, where the error class itself gives no hint (metaMessages); the errors
// reference (docs/reference/errors.md) is generated from the classes and these notes.
export const errorFixes = {}
