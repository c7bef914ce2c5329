// spec §3 help content: title, description and HTML content, sanitised (DOMPurify) before rendering.
import DOMPurify from 'dompurify'
import type { HelpArticle } from './help-articles'

export function sanitizeHelpHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  })
}

export function HelpContent({ article }: { article: HelpArticle }) {
  return (
    <details>
      <summary>{article.title}</summary>
      <p className="muted">{article.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the article's HTML passes DOMPurify (sanitizeHelpHtml) first */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeHelpHtml(article.content) }} />
    </details>
  )
}
