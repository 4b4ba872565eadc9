import { NAME_MAX_LENGTH, validateNameLabel } from '@kit/core/names'

/** Variants of a label to offer when it is taken (in this order, valid ones only). */
export function nameVariants(label: string): string[] {
  const year = new Date().getUTCFullYear()
  const candidates = [label, `${label}-kit`, `${label}-id`, `${label}1`, `${label}-${year}`, `the-${label}`, `${label}-01`, `${label}-x`, `my-${label}`]
  return [...new Set(candidates)].filter((each) => each.length <= NAME_MAX_LENGTH && validateNameLabel(each) === undefined)
}
