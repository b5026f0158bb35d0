// Building blocks shared by every request/response schema of the API. The API validates with them and the
// clients type their calls with them, so a message written here is the one a person sees on a 400.
import type { Address } from 'viem';
// The pure helpers from viem's utils entry, compiled into each app (a few KB): the schemas are part of first
// screens, which must not wait for the whole of viem (the page's shared copy loads with the wallet code).
import { getAddress, isAddress, parseUnits } from 'viem/utils';
import { z } from 'zod';
import {
  getChain,
  isBalanceTestnet,
  isPortfolioChainId,
  PORTFOLIO_CHAIN_IDS,
  type PortfolioChainId,
} from '../domain/chains/chains';

// In browsers zod runs without compiling parsers through `Function` (its "JIT"): the pages' CSP allows no eval,
// and zod's probe for it would be reported as a violation on every page. The API keeps the faster compiled path.
if ('document' in globalThis) z.config({ jitless: true });

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Type-error message that says "is required" when the field is missing and `message` otherwise. */
export function typeError(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message);
}

/**
 * An EVM address, returned checksummed. All-lower or all-upper hex is accepted as typed; mixed case must carry a
 * valid EIP-55 checksum, because a wrong one usually means a mistyped character.
 */
export const addressSchema = z
  .string({ error: typeError('must be a text value holding a 0x address') })
  .trim()
  .regex(HEX_ADDRESS, { error: 'must be 0x followed by 40 hexadecimal characters', abort: true })
  .refine((value) => isAddress(value, { strict: true }), {
    error: 'has a checksum (mixed upper/lower case) that does not match: check the address for a typo',
  })
  .transform((value) => getAddress(value) as Address);

const chainList = PORTFOLIO_CHAIN_IDS.map((id) => `${id} (${getChain(id)?.name})`).join(', ');

/** Integer from JSON (number) or from a path/query string ("8453"). */
const integerLike = z.union(
  [
    z.number().int({ error: 'must be a whole number' }),
    z
      .string()
      .trim()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ],
  { error: typeError('must be a whole number such as 8453') },
);

/** One of the six mainnet chains Fin reads. */
export const chainIdSchema = integerLike.pipe(
  z
    .number()
    .refine((id): id is PortfolioChainId => isPortfolioChainId(id), {
      error: `is not a supported chain; use one of ${chainList}`,
    })
    .transform((id) => id as PortfolioChainId),
);

/**
 * The chain a wallet is on: one of the six mainnets, or a testnet, answered with an empty result.
 */
export const walletChainIdSchema = integerLike.pipe(
  z.number().refine((id) => isPortfolioChainId(id) || isBalanceTestnet(id), {
    error: `is not a supported chain; use one of ${chainList} (testnet ids give an empty result)`,
  }),
);

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

/**
 * A token amount as a decimal string ("1250.5"), never a float, so no precision is lost on the way. Bounded by the
 * token's decimals and a maximum that keeps obvious mistakes (an extra 000) out.
 */
export function decimalAmountSchema(opts: { decimals: number; max: string; allowZero?: boolean }) {
  return z
    .string({ error: typeError('must be a decimal number written as text, for example "100.5"') })
    .trim()
    .regex(DECIMAL, {
      error: 'must be a plain decimal number such as "100.5" (no sign, exponent or commas)',
      abort: true,
    })
    .refine((v) => (v.split('.')[1]?.length ?? 0) <= opts.decimals, {
      error: `has more than ${opts.decimals} decimal places`,
      abort: true,
    })
    .refine((v) => opts.allowZero || /[1-9]/.test(v), { error: 'must be greater than 0' })
    .refine((v) => parseUnits(v, opts.decimals) <= parseUnits(opts.max, opts.decimals), {
      error: `must be at most ${opts.max}`,
    });
}

/** ERC-20 decimals as a token declares them (uint8; real tokens use 0–36). */
export const tokenDecimalsSchema = z
  .number({ error: typeError('must be a whole number of decimals such as 6 or 18') })
  .int({ error: 'must be a whole number of decimals such as 6 or 18' })
  .min(0, { error: 'cannot be negative' })
  .max(36, { error: 'must be at most 36' });

/** The one error shape of every non-2xx API response. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** `details` of a VALIDATION_ERROR: where the problem is and what to change. */
export const validationIssueSchema = z.object({
  location: z.enum(['body', 'query', 'params']),
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Query flag written as ?flag=true / ?flag=false (absent = false). */
export const booleanQuerySchema = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * The schema, checked at compile time to parse to `T`, a type the domain owns, both ways (a required field missing on
 * either side or a field of another type fails to compile), so the domain's type and the API's validation cannot
 * drift: `shapedAs<BalanceEntry>()(z.object({…}))`.
 */
export function shapedAs<T>() {
  return <S extends z.ZodType<T>>(schema: S & ([T] extends [z.output<S>] ? unknown : never)): S => schema;
}
