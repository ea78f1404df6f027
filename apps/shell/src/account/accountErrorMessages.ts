import type { ApiError } from '@unikit/auth'
import { messages } from './messages.ts'
import type { NewPassword } from './newPasswordProblems.ts'

/** A refused call as a form shows it: a message for the form, and messages for named fields. */
export type FormFailure<Field extends string> = {
  form: string | null
  fields: Partial<Record<Field, string>>
}

/** A refused password: the service says which rule failed ("…too common…"); else the whole policy. */
export function weakPasswordMessage(error: ApiError): string {
  return error.code === 'WEAK_PASSWORD' && error.message ? sentence(error.message) : messages.weakPassword
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** Sign-in failures: wrong credentials in the old product's words (docs/product/accounts.md#sign-in); throttling and transport problems as told. */
export function loginErrorMessage(error: ApiError): string {
  if (error.code === 'INVALID_CREDENTIALS' || error.status === 401) return messages.invalidCredentials
  if (error.code === 'EMAIL_DOMAIN') return messages.onlyUniversityEmail
  // TOO_MANY_ATTEMPTS and RATE_LIMITED say when to try again; NETWORK and TIMEOUT say what happened.
  return error.message
}

/**
 * Sign-up failures: the policy and the domain by the field they concern; anything else in general. A taken address
 * is not one (docs/decisions/0602-sign-up-reveals-no-account.md).
 */
export function signupFailure(error: ApiError): FormFailure<'studentNumber' | 'password'> {
  switch (error.code) {
    case 'WEAK_PASSWORD':
      return { form: messages.signupFailed, fields: { password: weakPasswordMessage(error) } }
    case 'EMAIL_DOMAIN':
      return { form: messages.signupFailed, fields: { studentNumber: messages.onlyUniversityEmail } }
    case 'TOO_MANY_ATTEMPTS':
    case 'RATE_LIMITED':
      return { form: error.message, fields: {} }
    default:
      return { form: messages.signupFailed, fields: {} }
  }
}

/** Reset-request failures: "That address cannot be used. Enter your student number." only for an address the service refused. */
export function resetRequestErrorMessage(error: ApiError): string {
  if (error.code === 'EMAIL_DOMAIN' || error.code === 'VALIDATION_FAILED') return messages.emailIncorrect
  return error.message
}

type ProfileField = 'first_name' | 'last_name' | 'email' | 'phone' | 'current_password'
const profileFields: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'current_password',
]

/** Profile-update failures: "Your profile could not be saved. Please try again.", with the service's reasons under the fields they name. */
export function profileUpdateFailure(error: ApiError, labels: Record<ProfileField, string>) {
  const failure: FormFailure<ProfileField> = { form: messages.updateFailed, fields: {} }
  if (error.code === 'EMAIL_TAKEN') failure.fields.email = messages.profileEmailTaken
  else if (error.code === 'EMAIL_NOT_VERIFIED') failure.fields.email = messages.verifyBeforeNewEmail
  else if (error.code === 'EMAIL_DOMAIN') failure.fields.email = messages.universityEmailRequired
  else if (error.code === 'WRONG_PASSWORD') failure.fields.current_password = messages.wrongPassword
  else if (error.code === 'CURRENT_PASSWORD_REQUIRED') {
    failure.fields.current_password = messages.currentPasswordNeeded
  } else if (error.code === 'VALIDATION_FAILED') {
    // The kit names each field: "body.phone must NOT have more than 32 characters; body.email ...".
    const unplaced: string[] = []
    for (const part of error.message.split('; ')) {
      const named = /^body\.(\w+)\s+(.*)$/.exec(part)
      const field = profileFields.find((candidate) => candidate === named?.[1])
      if (field && named) failure.fields[field] = `${labels[field]} ${named[2]}`
      else unplaced.push(part)
    }
    if (unplaced.length > 0) failure.form = `${messages.updateFailedBecause} ${unplaced.join('; ')}`
  } else if (error.status === 0 || error.status === 429)
    failure.form = `${messages.updateFailedBecause} ${error.message}`
  return failure
}

/** The fields of the password change form the service can fault: the new one is named as in `NewPassword`. */
type PasswordField = 'current' | Extract<keyof NewPassword, 'password'>

/** Password-change failures: a wrong current password or a weak new one by its field. */
export function passwordChangeFailure(error: ApiError): FormFailure<PasswordField> {
  const failure: FormFailure<PasswordField> = { form: messages.passwordUpdateFailed, fields: {} }
  if (error.code === 'WRONG_PASSWORD') failure.fields.current = messages.wrongPassword
  else if (error.code === 'WEAK_PASSWORD') failure.fields.password = weakPasswordMessage(error)
  else if (error.status === 0 || error.status === 429) {
    failure.form = `${messages.passwordUpdateFailedBecause} ${error.message}`
  }
  return failure
}
