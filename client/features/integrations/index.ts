// What other features use of integrations: the “Export to Notion” action on a boardroom session and a strategy.
export { NotionExport } from './notion-export'
