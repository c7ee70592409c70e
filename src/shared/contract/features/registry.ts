import * as z from 'zod/mini'

/** A schema with an id (and a description) in the generated docs: a feature's named shapes. */
export const named = <S extends z.ZodMiniType>(schema: S, id: string, description?: string): S => {
  z.globalRegistry.add(schema, description ? { id, description } : { id })
  return schema
}

/** A schema with a description in the generated docs. */
export const described = <S extends z.ZodMiniType>(schema: S, description: string): S => {
  z.globalRegistry.add(schema, { description })
  return schema
}
