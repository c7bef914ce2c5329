// What onboarding's profile step and welcome show of the profile screen.
export { AvatarPreview } from './avatar-preview'
export { ProfileForm } from './profile-form'
