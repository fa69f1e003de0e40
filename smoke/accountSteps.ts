/** Steps 1, 2 and 7: the site's config, the throw-away parent's sign-up, and its deletion. */
import { randomBytes } from 'node:crypto';
import { markEmailVerified } from './adminAuth.js';
import { authTarget } from './args.js';
import { need, type SmokeContext, type StepRunner } from './context.js';
import { describe, expectStatus, json, pollUntil, StepFailure, type Poll } from './http.js';
import { errorCode, IdentityToolkit } from './identityToolkit.js';
import { Parent } from './parent.js';
import { readWebConfig } from './webConfig.js';

const DISPLAY_NAME = 'StorySprout Smoke';

export const configStep: StepRunner = async (ctx, deadline) => {
  const config = await readWebConfig(ctx.options, deadline);
  const target = authTarget(ctx.options, config.projectId, process.env);
  ctx.config = config;
  ctx.target = target;
  ctx.toolkit = new IdentityToolkit(target, config.apiKey, ctx.options.url);
  const auth = target.kind === 'emulator' ? `Auth emulator ${target.host}` : 'Firebase Auth';
  return `project ${config.projectId} from ${config.source}; ${auth}`;
};

/**
 * Sign-up as the web client does it (Identity Toolkit), the address marked verified by the
 * admin call (see adminAuth.ts), a fresh ID token that carries email_verified, then
 * registration with the API (POST /user/usersInfo), which grants the free first story.
 */
export const signUpStep: StepRunner = async (ctx, deadline) => {
  const toolkit = need(ctx.toolkit, 'the Auth endpoint');
  const config = need(ctx.config, 'the web config');
  const email = `smoke+${Date.now()}@${ctx.options.emailDomain}`;
  const password = randomBytes(18).toString('base64url');
  const account = await toolkit.signUp(email, password, DISPLAY_NAME, deadline);
  ctx.parent = new Parent(ctx.options.url, toolkit, account.uid, email, account, password);
  ctx.log(`sign-up: created ${email} (uid ${account.uid})`);

  await markEmailVerified(need(ctx.target, 'the Auth target'), config.projectId, account.uid, deadline);
  await ctx.parent.refresh(deadline);
  if (ctx.parent.claims().email_verified !== true)
    throw new StepFailure('the refreshed ID token does not carry email_verified: true');

  const registered = expectStatus(await ctx.parent.call('usersInfo', { name: DISPLAY_NAME }, deadline), 200);
  const { credits } = json<{ credits?: unknown }>(registered);
  if (typeof credits !== 'number' || credits < 1)
    throw new StepFailure(`${describe(registered)} (expected the free credit)`);
  return `${email} (uid ${account.uid}), verified, registered with ${credits} credit${credits === 1 ? '' : 's'}`;
};

/**
 * Whether the sign-in account is gone: Identity Toolkit answers USER_NOT_FOUND for its ID token
 * or its refresh token (the API itself cannot tell: it checks a token's signature, not that the
 * account still exists, and the deletion task removes the sign-in account last).
 */
async function accountGone(toolkit: IdentityToolkit, parent: Parent, deadline: number): Promise<Poll<true>> {
  const { idToken, refreshToken } = parent.currentTokens;
  const lookup = await toolkit.lookup(idToken, deadline);
  if (errorCode(lookup) === 'USER_NOT_FOUND') return { done: true, value: true };
  const refresh = await toolkit.refreshAnswer(refreshToken, deadline);
  if (errorCode(refresh) === 'USER_NOT_FOUND') return { done: true, value: true };
  return { done: false, last: lookup.status === 200 ? 'the sign-in account still exists' : describe(lookup) };
}

/**
 * POST /user/deleteAccount {email} as /account does: 202, the deletion runs as a task. The walk
 * takes longer than the few minutes deletion allows since the last sign-in, so, as the web asks
 * the person, the parent signs in again first.
 */
async function requestDeletion(ctx: SmokeContext, parent: Parent, deadline: number): Promise<number> {
  await parent.signInAgain(deadline);
  const answer = expectStatus(
    await parent.call('deleteAccount', { email: parent.email }, deadline),
    202,
    200,
  );
  ctx.deletionRequested = true;
  return answer.status;
}

export const deleteAccountStep: StepRunner = async (ctx, deadline) => {
  const parent = need(ctx.parent, 'the parent');
  const toolkit = need(ctx.toolkit, 'the Auth endpoint');
  const status = await requestDeletion(ctx, parent, deadline);
  const asked = Date.now();
  await pollUntil('the account to be deleted', deadline, () => accountGone(toolkit, parent, deadline));
  ctx.accountGone = true;
  return `deleteAccount answered ${status}; sign-in account gone ${Date.now() - asked} ms later`;
};

/**
 * After a failed (or interrupted) walk: delete the throw-away account the way the product does
 * (POST /user/deleteAccount, which erases the books, pictures and records too) and wait for it.
 * If the API cannot do it, the account deletes its own sign-in (Identity Toolkit accounts:delete,
 * the SDK's user.delete()), so at least nobody can sign in as it; the report then names the uid
 * whose server data is left for the operator (or the retention sweep) to remove.
 */
export async function cleanUp(ctx: SmokeContext, deadline: number): Promise<string> {
  const parent = need(ctx.parent, 'the parent');
  const toolkit = need(ctx.toolkit, 'the Auth endpoint');
  let apiProblem: string | null = null;
  try {
    if (!ctx.deletionRequested) await requestDeletion(ctx, parent, deadline);
    await pollUntil('the account to be deleted', deadline, () => accountGone(toolkit, parent, deadline));
    return `deleted ${parent.email} (uid ${parent.uid}) through POST /user/deleteAccount`;
  } catch (error) {
    apiProblem = (error as Error).message;
  }
  // The API's deletion did not finish in time; the sign-in account at least must go.
  const fallbackDeadline = Date.now() + 60_000;
  const idToken = await parent.idToken(fallbackDeadline).catch(() => parent.currentTokens.idToken);
  const answer = await toolkit.deleteSelf(idToken, fallbackDeadline);
  if (answer.status !== 200 && errorCode(answer) !== 'USER_NOT_FOUND')
    throw new StepFailure(
      `uid ${parent.uid} (${parent.email}) is left behind: deleteAccount: ${apiProblem}; ${describe(answer)}`,
    );
  throw new StepFailure(
    `only the sign-in account of uid ${parent.uid} was deleted (accounts:delete); its server data may remain: ${apiProblem}`,
  );
}
