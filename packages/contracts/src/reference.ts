import { z } from "zod";

export const instrument = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type Instrument = z.infer<typeof instrument>;

export const country = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  phone_code: z.string(),
});
export type Country = z.infer<typeof country>;
