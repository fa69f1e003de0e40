import { publicService } from '../public/index.js';
import { Invalid } from '../shared/domainErrors.js';
import { callerOf } from '../http/auth.js';
import { routeHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { accountsService } from './service.js';

/** The account calls (spec part 1 §7); their paths and bodies are in contract/routes/accounts.ts. */
export function accountRoutes(deps: Deps) {
  const service = accountsService(deps);

  return routeHandlers({
    usersInfo: async (req, res, body) => {
      res.json(await service.register(callerOf(req), body.name || null));
    },

    getUserName: async (req, res) => {
      res.json({ userName: await service.getUserName(callerOf(req)) });
    },

    usersEmailVerificationInfo: async (req, res) => {
      res.json(await service.recordEmailVerification(callerOf(req)));
    },

    updateName: async (req, res, { name }) => {
      res.json(await service.updateName(callerOf(req), name));
    },

    interfaceLanguage: async (req, res, { language }) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await service.interfaceLanguage(callerOf(req), language));
    },

    readingMode: async (req, res, { readingMode }) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await service.readingMode(callerOf(req), readingMode));
    },

    // The account address's newsletter switch (the public calls handle the emailed links).
    newsletter: async (req, res, { subscribed }) => {
      const caller = callerOf(req);
      if (!caller.email) throw new Invalid('This account has no email address for the newsletter.');
      const newsletter = publicService(deps);
      res.set('Cache-Control', 'private, no-store');
      res.json(
        subscribed === undefined
          ? await newsletter.newsletterOf(caller.email)
          : await newsletter.setNewsletter(caller.email, caller.emailVerified, subscribed),
      );
    },
  });
}
