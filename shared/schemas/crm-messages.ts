// The CRM's limits and refusal messages, without zod: the browser's error vocabulary
// (client/lib/errors.ts) maps the database's constraints to them on every screen, and must not
// bring zod into a first load. The schemas (call.ts, campaign.ts, lead.ts) re-export them.
export const MAX_CALL_MINUTES = 600
export const MAX_CALL_NOTES = 2000
export const CALL_IN_FUTURE = 'A call cannot be logged in the future'
export const END_BEFORE_START = 'The end date must be on or after the start date'
export const SCHEDULE_NEEDS_START = 'A scheduled campaign needs a start date'
export const NAME_OR_EMAIL = 'Enter a name or an email address'
export const INVALID_EMAIL = 'Enter a valid email address, like name@company.com'
export const OWNER_NOT_MEMBER = 'The owner must be a member of the lead’s company'
