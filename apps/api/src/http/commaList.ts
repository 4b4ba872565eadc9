import { z } from 'zod'

/** A comma-separated query list (`include=a,b`), each item checked by `item`; at most `max` items. */
export function commaList(item: z.ZodType<string, string>, max: number) {
  return z
    .string()
    .max(max * 120)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(max))
}
