// docs/ARCHITECTURE.md is the map of the tree: every folder or file path it names must exist, every
// link it makes must reach a file, and its index of decisions must list every record in
// docs/decisions/ (a new ADR is added to the index in the same change).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('../../', import.meta.url)
const doc = readFileSync(new URL('docs/ARCHITECTURE.md', ROOT), 'utf8')
const exists = (path: string) => existsSync(new URL(path, ROOT))

/** Paths written in backticks that start at a top-level folder of the repository. */
const TOP = /^(?:\.ci|client|docs|public|scripts|shared|supabase|tests|worker)\//
const namedPaths = [...doc.matchAll(/`([^`\s]+)`/g)]
  .map((m) => m[1].replace(/[.,:;)]+$/, ''))
  .filter((p) => TOP.test(p) && !/[*{}<>]/.test(p))

describe('docs/ARCHITECTURE.md', () => {
  it('names only paths that exist', () => {
    expect(namedPaths.length).toBeGreaterThan(50)
    expect(namedPaths.filter((p) => !exists(p))).toEqual([])
  })

  it('links only to files that exist', () => {
    const links = [...doc.matchAll(/\]\(([^)#\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l))
    expect(links.length).toBeGreaterThan(10)
    expect(links.filter((l) => !exists(`docs/${l}`))).toEqual([])
  })

  it('indexes every decision record', () => {
    const records = readdirSync(new URL('docs/decisions/', ROOT)).filter((f) => /^\d{4}-.+\.md$/.test(f))
    expect(records.length).toBeGreaterThan(20)
    expect(records.filter((f) => !doc.includes(`](decisions/${f})`))).toEqual([])
  })
})
