// The help articles and how one is shown (the settings screen's help).
export { HELP_ARTICLES, type HelpArticle } from './help-articles'
export { HelpContent } from './help-content'
