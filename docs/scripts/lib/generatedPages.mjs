/** The pages scripts/generate.mjs writes (git-ignored): their code blocks are signatures the compiler printed, not samples. */
export const generatedPages = [
  'reference/options.md',
  'reference/hooks.md',
  'reference/actions.md',
  'reference/errors.md',
  'reference/elements.md',
  'reference/exports.md',
  'self-hosting/config.md',
  'self-hosting/api.md',
]
