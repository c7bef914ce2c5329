// A generated leads spreadsheet with known duplicates and bad rows, and what an import with the
// default choices must make of it — for the browser test (tests/e2e/lead-import.test.ts) and the
// bench (scripts/bench-import.ts). Deterministic: the same n and tag give the same file; another tag
// gives the same kind of file with other addresses (fresh rows for a repeated import).
//
//   row i (0-based, file row i + 2)
//   bad email        i % 25 === 7
//   unknown status   i % 40 === 13
//   value not a number i % 50 === 21
//   missing name and email  i % 60 === 33
//   same email as row i − 5, in capitals   i % 10 === 9 (merged into that row's lead if it was created)
//   same email as the company's stored lead   i === 3 (merged into it)
//   similar name and company as row i − 1, another email   i % 100 === 56 (kept: a likely match is not merged by default)

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
function word(seed: number, length = 8) {
  let x = (seed * 2654435761) >>> 0
  let out = ''
  for (let k = 0; k < length; k++) {
    x = (x * 1103515245 + 12345) >>> 0
    out += LETTERS[(x >>> 16) % 26]
  }
  return out[0].toUpperCase() + out.slice(1)
}

export type FixtureExpectation = { rows: number; created: number; merged: number; skipped: number; rejected: number }

export function leadImportCsv(n: number, storedEmail: string, tag = ''): { csv: string; expected: FixtureExpectation } {
  const lines = ['First name,Last name,E-mail,Mobile,Organisation,Stage,Deal value,Lead source']
  const ok: boolean[] = []
  const expected: FixtureExpectation = { rows: n, created: 0, merged: 0, skipped: 0, rejected: 0 }
  const emailOf: string[] = []
  const nameOf: [string, string, string][] = []
  for (let i = 0; i < n; i++) {
    let [first, last, company] = [word(i, 6), word(i + 1_000_003), `${word(i + 7_000_001)} Ltd`]
    let email = `${first}.${last}.${i}${tag}@example.com`.toLowerCase()
    let status = ['New', 'contacted', 'Qualified', 'proposal'][i % 4]
    let value = String((i * 37) % 5000)
    const phone = ''
    let bad = false
    if (i % 25 === 7) [email, bad] = [`broken${i}@`, true]
    if (i % 40 === 13) [status, bad] = ['Maybe', true]
    if (i % 50 === 21) [value, bad] = ['n/a', true]
    if (i % 60 === 33) [first, last, email, bad] = ['', '', '', true]
    let merged = false
    if (!bad && i % 10 === 9 && ok[i - 5]) [email, merged] = [emailOf[i - 5].toUpperCase(), true]
    if (!bad && i === 3) [email, merged] = [storedEmail, true]
    if (!bad && !merged && i % 100 === 56 && ok[i - 1]) {
      ;[first, last, company] = nameOf[i - 1]
      first = `${first}a`
    }
    ok.push(!bad)
    emailOf.push(email)
    nameOf.push([first, last, company])
    if (bad) expected.rejected++
    else if (merged) expected.merged++
    else expected.created++
    lines.push([first, last, email, phone, company, status, value, i % 3 === 0 ? 'Referral' : 'Trade fair'].join(','))
  }
  return { csv: `${lines.join('\r\n')}\r\n`, expected }
}
