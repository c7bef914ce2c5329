// The profile form of onboarding's profile step and /dashboard/profile: first and last name, job
// title and avatar URL (with the spec §3 initials fallback previewed). The caller says what the
// actions are (Save, or the onboarding step's Back / Continue) and what happens once saved.
import { useState, type ReactNode } from 'react'
import { ProfileFormSchema, type ProfileRow } from '../../../shared/schemas/profile'
import { useZodForm } from '../../lib/form'
import { Alert, Field } from '../../ui'
import { useSaveProfile } from './api'
import { AvatarPreview } from './avatar-preview'

export function ProfileForm({
  profile,
  onSaved,
  actions,
}: {
  profile: ProfileRow
  onSaved(): void
  actions(pending: boolean): ReactNode
}) {
  const save = useSaveProfile()
  const form = useZodForm(
    ProfileFormSchema,
    async (parsed) => {
      await save.mutateAsync(parsed)
      onSaved()
    },
    {
      defaultValues: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        jobTitle: profile.jobTitle,
        avatar: profile.avatar,
      },
      draft: 'profile',
      attempt: { what: 'your profile' },
    },
  )
  const { field } = form
  const [firstName, lastName, avatar] = form.form.watch(['firstName', 'lastName', 'avatar'])
  // The preview follows the avatar field when it is left, not on every keystroke (a half-typed
  // address is not worth a request).
  const [previewAvatar, setPreviewAvatar] = useState(avatar)
  const avatarField = field('avatar')

  return (
    <form
      onSubmit={(event) => {
        setPreviewAvatar(String(avatar ?? '').trim())
        return form.onSubmit(event)
      }}
      noValidate
      aria-describedby={form.formError ? 'profile-form-error' : undefined}
    >
      {form.formError && (
        <div id="profile-form-error">
          <Alert tone="error">{form.formError}</Alert>
        </div>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="profile-first-name" label="First name" autoComplete="given-name" {...field('firstName')} required />
        <Field id="profile-last-name" label="Last name" autoComplete="family-name" {...field('lastName')} required />
      </div>
      <Field
        id="profile-job-title"
        label="Job title (optional)"
        autoComplete="organization-title"
        {...field('jobTitle')}
        hint="For example Head of Finance. Your team sees it beside your name."
      />
      <Field
        id="profile-avatar"
        label="Avatar URL (optional)"
        type="url"
        inputMode="url"
        autoComplete="photo"
        spellCheck={false}
        {...avatarField}
        onBlur={(event) => {
          setPreviewAvatar(event.currentTarget.value.trim())
          return avatarField.onBlur(event)
        }}
        hint="The address of an image starting with https://. Leave it empty to use your initials."
      />
      <AvatarPreview
        firstName={String(firstName ?? '')}
        lastName={String(lastName ?? '')}
        email={profile.email}
        avatar={ProfileFormSchema.shape.avatar.safeParse(previewAvatar).success ? previewAvatar : ''}
      />
      {actions(form.pending)}
    </form>
  )
}
