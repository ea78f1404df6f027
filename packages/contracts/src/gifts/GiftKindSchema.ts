import { Type } from 'typebox'
import { giftKinds } from './giftKinds.ts'

export const GiftKindSchema = Type.Enum(giftKinds)
