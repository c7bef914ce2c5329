// @vitest-environment jsdom
// spec §3 help content is HTML: it is sanitised (DOMPurify) before it is rendered, so help that
// later comes from storage cannot run script. Checked against jsdom's real HTML parser.
import { describe, expect, it } from 'vitest'
import { HELP_ARTICLES } from '../../client/features/help/help-articles'
import { sanitizeHelpHtml } from '../../client/features/help/help-content'

describe('sanitizeHelpHtml', () => {
  it('strips script elements and their content', () => {
    expect(sanitizeHelpHtml('<p>Read this</p><script>alert(1)</script>')).toBe('<p>Read this</p>')
  })

  it('strips event handler attributes', () => {
    expect(sanitizeHelpHtml('<img src="/logo.png" onerror="alert(1)" alt="Logo">')).toBe(
      '<img src="/logo.png" alt="Logo">',
    )
    expect(sanitizeHelpHtml('<p onclick="steal()">Click</p>')).toBe('<p>Click</p>')
  })

  it('strips javascript: URLs but keeps the link text', () => {
    expect(sanitizeHelpHtml('<a href="javascript:alert(1)">Open</a>')).toBe('<a>Open</a>')
    expect(sanitizeHelpHtml('<a href=" JaVaScRiPt:alert(1)">Open</a>')).toBe('<a>Open</a>')
  })

  it('strips styles, forms and inputs', () => {
    expect(sanitizeHelpHtml('<p style="position:fixed">Hi</p><style>body{display:none}</style>')).toBe('<p>Hi</p>')
    expect(sanitizeHelpHtml('<form action="/x"><input name="password"></form><p>After</p>')).toBe('<p>After</p>')
  })

  it('keeps safe markup as written', () => {
    const safe =
      '<h3>Keys</h3><p>Open <strong>Settings</strong>, then <em>Keys</em>. See <a href="/dashboard/settings#keys">your keys</a>.</p><ul><li>One</li></ul>'
    expect(sanitizeHelpHtml(safe)).toBe(safe)
  })

  it('leaves the product’s own help articles unchanged', () => {
    for (const article of HELP_ARTICLES)
      expect(sanitizeHelpHtml(article.content), article.id).toBe(article.content.replace(/&rsquo;/g, '’'))
  })
})
