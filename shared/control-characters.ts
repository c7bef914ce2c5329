// Text no form of the product ever sends, refused wherever JSON comes in (the Worker's /api, the
// local auth server): NUL and the other C0 controls except tab, line feed and carriage return, DEL,
// the C1 controls (U+0080–U+009F), and unpaired UTF-16 surrogates. Postgres cannot store NUL in
// text (a 22P05 after the work was done), a lone surrogate is not valid UTF-8 anywhere downstream,
// and controls in a name or an email hide what a person reads. Refused up front, with the field
// named, the request never reaches an engine or the database. No imports: the local backend
// (plain Node) imports this file as it is.

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LONE_SURROGATE = /\p{Cs}/u

export type TextProblem = 'a control character' | 'an unpaired surrogate'

/** What is wrong with this string, or null when a person could have typed it. */
export function textProblem(text: string): TextProblem | null {
  if (CONTROL.test(text)) return 'a control character'
  if (LONE_SURROGATE.test(text)) return 'an unpaired surrogate'
  return null
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** `question`, `events[0].name`, `data["odd key"]`, `body[0]`: where a value sits, as a person reads it. */
function childPath(parent: string, key: string | number): string {
  if (typeof key === 'string' && IDENTIFIER.test(key)) return parent ? `${parent}.${key}` : key
  // JSON.stringify escapes controls and lone surrogates, so the path itself is printable.
  return `${parent || 'body'}[${typeof key === 'number' ? key : JSON.stringify(key)}]`
}

export type JsonTextFinding = { path: string; problem: TextProblem }

/**
 * The first string (an object key or a value) in parsed JSON that holds a refused character, with
 * its path (`body` for a bare string), or null. Walks with its own stack: a deeply nested body
 * cannot overflow the call stack.
 */
export function findRefusedText(value: unknown): JsonTextFinding | null {
  const stack: Array<[unknown, string]> = [[value, '']]
  while (stack.length) {
    const [node, path] = stack.pop()!
    if (typeof node === 'string') {
      const problem = textProblem(node)
      if (problem) return { path: path || 'body', problem }
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], childPath(path, i)])
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]
        const at = childPath(path, key)
        // the key is popped first, so keys and values are checked in document order
        stack.push([child, at], [key, at])
      }
    }
  }
  return null
}

/** The sentence a refusal carries: `question contains a control character`. */
export const refusedTextMessage = ({ path, problem }: JsonTextFinding) => `${path} contains ${problem}`
