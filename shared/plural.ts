// "1 lead", "30 leads": a count with its noun in English.
export const countOf = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
