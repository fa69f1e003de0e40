import { callerOf } from '../http/auth.js';
import { clientAddress } from '../http/clientAddress.js';
import { routeHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { organizationsService } from './service.js';

/** Educator accounts and organizations (spec part 1 §2 Educator sign-up, Account). */
export function organizationRoutes(deps: Deps) {
  const service = organizationsService(deps);

  return routeHandlers({
    getUserInfo: async (req, res) => {
      res.json(await service.getUserInfo(callerOf(req)));
    },

    acceptEducatorAccount: async (req, res, body) => {
      res.json(await service.acceptEducatorAccount(callerOf(req), body, clientAddress(req)));
    },

    getOrganizationMembers: async (req, res, { organizationID }) => {
      res.json(await service.getOrganizationMembers(callerOf(req), organizationID));
    },

    rotateJoinCode: async (req, res, { organizationID }) => {
      res.json(await service.rotateJoinCode(callerOf(req), organizationID));
    },

    removeOrganizationMember: async (req, res, { organizationID, memberID }) => {
      res.json(await service.removeMember(callerOf(req), organizationID, memberID));
    },
  });
}
