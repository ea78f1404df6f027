import { type AuthDialogMode, authDialogStore } from '@unikit/auth'
import { useState } from 'react'
import { messages } from '../account/messages.ts'
import { LoginForm } from './LoginForm.tsx'
import { ResetRequestForm } from './ResetRequestForm.tsx'
import { SignupForm } from './SignupForm.tsx'

/**
 * The dialog's three forms. The student number is kept across them (typed in Sign in, it is already there in
 * Reset; a new account's arrives in Sign in), and everything is forgotten when the dialog closes.
 */
export function AuthForms({ mode }: { mode: AuthDialogMode }) {
  const [studentNumber, setStudentNumber] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const switchTo = (next: Exclude<AuthDialogMode, 'closed'>) => {
    setNotice(null)
    authDialogStore.getState().open(next)
  }

  switch (mode) {
    case 'login':
      return (
        <LoginForm
          studentNumber={studentNumber}
          onStudentNumberChange={setStudentNumber}
          notice={notice}
          onForgotPassword={() => switchTo('reset')}
          onCreateAccount={() => switchTo('signup')}
        />
      )
    case 'reset':
      return (
        <ResetRequestForm
          studentNumber={studentNumber}
          onStudentNumberChange={setStudentNumber}
          onBackToLogin={() => switchTo('login')}
        />
      )
    case 'signup':
      return (
        <SignupForm
          studentNumber={studentNumber}
          onStudentNumberChange={setStudentNumber}
          onSignedUp={() => {
            switchTo('login')
            setNotice(messages.signupSuccess)
          }}
          onSignIn={() => switchTo('login')}
        />
      )
    default:
      return null
  }
}
