// The profile form of onboarding's profile step and /dashboard/profile: first and last name, job
// title and avatar URL (with the spec §3 initials fallback previewed). The caller says what the
// actions are (Save, or the onboarding step's Back / Continue) and what happens once saved.
import { useState, type FormEvent, type ReactNode } from 'react'
import { ProfileFormSchema, type ProfileRow } from '../../../shared/schemas/profile'
import { useDraft } from '../../lib/drafts'
import { useFormSubmit } from '../../lib/use-form-submit'
import { Alert, Field } from '../../ui'
import { useSaveProfile } from './api'
import { AvatarPreview } from './avatar-preview'

type Values = { firstName: string; lastName: string; jobTitle: string; avatar: string }

export function ProfileForm({ profile, onSaved, actions }: { profile: ProfileRow; onSaved(): void; actions(pending: boolean): ReactNode }) {
  const draft = useDraft<Values>('profile', () => ({ firstName: profile.firstName, lastName: profile.lastName, jobTitle: profile.jobTitle, avatar: profile.avatar }))
  const values = draft.value
  // The preview follows the avatar field when it is left, not on every keystroke (a half-typed
  // address is not worth a request).
  const [previewAvatar, setPreviewAvatar] = useState(values.avatar)
  const save = useSaveProfile()
  const form = useFormSubmit(ProfileFormSchema, async (parsed) => {
    await save.mutateAsync(parsed)
    draft.discard()
    onSaved()
  })
  const set = (field: keyof Values) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value
    draft.update((v) => ({ ...v, [field]: value }))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPreviewAvatar(values.avatar.trim())
    void form.run(values)
  }

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-describedby={form.formError ? 'profile-form-error' : undefined}>
      {form.formError && (
        <div id="profile-form-error">
          <Alert tone="error">{`Your profile was not saved: ${form.formError}`}</Alert>
        </div>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="profile-first-name" label="First name" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={form.fieldErrors.firstName} required />
        <Field id="profile-last-name" label="Last name" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={form.fieldErrors.lastName} required />
      </div>
      <Field id="profile-job-title" label="Job title (optional)" autoComplete="organization-title" value={values.jobTitle} onChange={set('jobTitle')} error={form.fieldErrors.jobTitle} hint="For example Head of Finance. Your team sees it beside your name." />
      <Field
        id="profile-avatar"
        label="Avatar URL (optional)"
        type="url"
        inputMode="url"
        autoComplete="photo"
        spellCheck={false}
        value={values.avatar}
        onChange={set('avatar')}
        onBlur={() => setPreviewAvatar(values.avatar.trim())}
        error={form.fieldErrors.avatar}
        hint="The address of an image starting with https://. Leave it empty to use your initials."
      />
      <AvatarPreview firstName={values.firstName} lastName={values.lastName} email={profile.email} avatar={ProfileFormSchema.shape.avatar.safeParse(previewAvatar).success ? previewAvatar : ''} />
      {actions(form.pending)}
    </form>
  )
}
