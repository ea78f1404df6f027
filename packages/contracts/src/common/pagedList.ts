import { type TSchema, Type } from 'typebox'

/** A page of a list the server pages: the rows, which page of what size, and how many rows there are in all. */
export const pagedList = <Item extends TSchema>(item: Item) =>
  Type.Object({
    data: Type.Array(item),
    page: Type.Integer(),
    page_size: Type.Integer(),
    total: Type.Integer(),
  })
