// Product help (spec §3 help content: title, description, HTML content). Written by us; rendered
// through DOMPurify anyway, so the same component can show help that later comes from storage.
export type HelpArticle = { id: string; title: string; description: string; content: string }

export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: 'boardroom',
    title: 'Putting a question to the boardroom',
    description: 'How the executives debate a decision and record it.',
    content:
      '<p>Open <strong>AI boardroom</strong>, write the decision you face and the outcome you want. Each executive answers from its remit — the CFO on cash and margins, the CMO on demand, the COO on delivery, the CTO on systems — and challenges the others.</p><p>When the board converges, the decision is recorded under <em>Decisions</em> with its rationale and any dissent.</p>',
  },
  {
    id: 'data',
    title: 'Which data the executives read',
    description: 'Your own records, and only those your role may read.',
    content:
      '<p>The executives analyse your company&rsquo;s campaigns, leads, billing and the integrations you connect. Row level security in the database applies to every query, so an executive never sees more than the signed-in user may.</p>',
  },
  {
    id: 'keys',
    title: 'Using your own AI provider keys',
    description: 'Keys stay in your browser.',
    content:
      '<p>Under <strong>Company API keys</strong> you can store a key per provider. Keys are kept in this browser&rsquo;s local storage only and are never sent to our servers. Remove them before handing the computer to someone else.</p>',
  },
]
