export { type CommonErrorCode, commonErrorCodes } from './commonErrorCodes.ts'
export { ErrorBody } from './ErrorBody.ts'
export { foldText } from './foldText.ts'
export { NameText, textProblem } from './textRules.ts'
