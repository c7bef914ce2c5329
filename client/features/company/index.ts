// What other features show of the company screens: onboarding sets the company up in steps with
// these forms, and the executives' preferences screen edits the AI workflow.
export { AiWorkflowForm } from './ai-workflow-form'
export { CompanyDetails, CompanyForm } from './company-form'
export { IntegrationsForm, NotConnectedNotice } from './integrations-form'
export { InvitationsList, InviteForm, NoEmailNotice } from './invitations-section'
export { MembersSection } from './members-section'
export { PendingInvitations } from './pending-invitations'
