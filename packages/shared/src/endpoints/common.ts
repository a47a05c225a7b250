import { z } from 'zod';
import { slugParam } from '../catalog';

/** An entry of the endpoint table: its route and the zod schemas its contract has. */
export interface EndpointDef {
  readonly method: string;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

/** The `:slug` path parameter of the catalogue, practice and results endpoints. */
export const slug = z.object({ slug: slugParam });
