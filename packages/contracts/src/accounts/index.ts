export { AccountBalance, AccountUser } from './AccountUser.ts'
export { type AccountErrorCode, accountErrorCodes } from './accountErrorCodes.ts'
export {
  DEFAULT_UNIVERSITY_DOMAIN,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  WALLET_AMOUNT_MAX,
} from './accountLimits.ts'
export {
  ConfirmResetBody,
  LoginBody,
  LoginResult,
  OkResult,
  ResetPasswordBody,
  SigninLinkBody,
  SignupBody,
  SignupResult,
  UseSigninLinkBody,
  VerifyBody,
  VerifyResult,
} from './authCalls.ts'
export * from './contactCalls.ts'
export {
  DeleteAccountBody,
  DeleteAccountResult,
  EraseUserBody,
  EraseUserResult,
} from './erasureCalls.ts'
export {
  IntrospectBody,
  IntrospectResult,
  UserContact,
  UserContactsBody,
  UserContactsResult,
  WalletBalanceBody,
  WalletBalanceResult,
  WalletEntryBody,
  WalletEntryResult,
  WalletLookupBody,
  WalletLookupResult,
  WalletNoteBody,
} from './internalCalls.ts'
export {
  MeResult,
  PersonalDataExport,
  SetPasswordBody,
  UpdateMeBody,
  UpdateMeResult,
} from './profileCalls.ts'
export { isStaffRole, type Role, RoleSchema, roles } from './Role.ts'
export { SessionResult } from './sessionCall.ts'
export { WhoamiResult } from './Whoami.ts'
